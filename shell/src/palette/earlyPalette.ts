import type { EarlyWindow } from '../config/earlyHandOver';
import type { FirstPaintGlobals } from '../firstPaint/globals';

/** Set by src/firstPaint when Ctrl+K was pressed on the painted frame, before the application took it over. */
export const EARLY_PALETTE_GLOBAL = 'portalEarlyPalette' satisfies keyof FirstPaintGlobals;
/** Set here once the header's search field listens for the shortcut itself: first-paint.js's listener stands down. */
export const PALETTE_READY_GLOBAL = 'portalPaletteReady' satisfies keyof FirstPaintGlobals;

/**
 * The header's search field takes the shortcut over from the painted frame: from now on only its
 * own listener answers Ctrl+K, and a press kept before it mounted is honoured once (true: open the
 * palette now).
 */
export function takeOverPaletteShortcut(win: Window = window): boolean {
  const early = win as EarlyWindow;
  early[PALETTE_READY_GLOBAL] = true;
  const pressed = early[EARLY_PALETTE_GLOBAL] === true;
  delete early[EARLY_PALETTE_GLOBAL];
  return pressed;
}
