import { TOKEN_MAX_INVALID_LENGTH } from '@portal/shared-sdk/rules';
import type { FirstPaintGlobals } from '../firstPaint/globals';

/** Where src/firstPaint leaves the token it took out of the address before the page's first request. */
export const LINK_TOKEN_GLOBAL = 'portalLinkToken' satisfies keyof FirstPaintGlobals;

const usable = (token: string | null | undefined): string | null => {
  const trimmed = token?.trim() ?? '';
  return trimmed.length > TOKEN_MAX_INVALID_LENGTH ? trimmed : null;
};

/**
 * The sign-in token of a `/force-set-token?token=…` link: the one src/firstPaint took out of
 * the address, else the address's own (a page without that script); trimmed, null when missing or 4
 * characters or fewer.
 */
export function linkToken(search: string, win: Window = window): string | null {
  const early = (win as Window & Record<string, unknown>)[LINK_TOKEN_GLOBAL];
  if (typeof early === 'string') return usable(early);
  return usable(new URLSearchParams(search).get('token'));
}

/** The address's query without its token (the locale and anything else stay), '' when nothing is left. */
export function withoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
