import type { RemoteName } from '@portal/release';
import type { FirstPaintGlobals } from '../firstPaint/globals';

/**
 * src/firstPaint paints an area page's first screen from its first answer (the remote's
 * `paint` description) into the prerendered frame before the application's scripts arrive, and
 * leaves the painted element under this global. The application's first render replaces the frame;
 * the area's slot takes the element over and shows it until the remote's own page has mounted.
 */
export const PAINTED_AREA_GLOBAL = 'portalPaintedArea' satisfies keyof FirstPaintGlobals;

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The painted first screen, taken once by the first area slot, whatever it is: the element when it
 * was painted for `remote` at `pathname` (the page the portal was opened at), else null. The slot
 * carries the remote's marks from now on: the element keeps none of its own.
 */
export function takePaintedArea(
  remote: RemoteName,
  pathname: string,
  win: Window = window,
): HTMLElement | null {
  const early = win as Window & Record<string, unknown>;
  const node = early[PAINTED_AREA_GLOBAL];
  delete early[PAINTED_AREA_GLOBAL];
  if (!(node instanceof HTMLElement) || node.dataset.remote !== remote) return null;
  if (withoutTrailingSlash(win.location.pathname) !== withoutTrailingSlash(pathname)) return null;
  node.removeAttribute('data-remote');
  node.removeAttribute('data-module');
  node.removeAttribute('data-status');
  node.setAttribute('data-painted', 'true');
  return node;
}
