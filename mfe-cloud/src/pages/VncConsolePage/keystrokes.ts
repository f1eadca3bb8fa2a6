// X keysyms the console sends itself (noVNC's own keysym module is not exported by its package).
export const XK_RETURN = 0xff0d;
export const XK_SHIFT_L = 0xffe1;
export const XK_TAB = 0xff09;

/** Characters typed with Shift held on a US keyboard. */
const SHIFTED = new Set('~!@#$%^&*()_+{}|:"<>?');

/** One key event: the keysym, pressed or released. */
export type KeyStroke = readonly [keysym: number, down: boolean];

/** The keysym of a character: Latin-1 is its code point, the rest of Unicode 0x01000000 | code point. */
export function keysymOf(char: string): number {
  if (char === '\n') return XK_RETURN;
  if (char === '\t') return XK_TAB;
  const code = char.codePointAt(0) ?? 0;
  return code < 0x100 ? code : 0x01000000 | code;
}

/**
 * Text pasted into the console as the key events that type it (a server's console has no
 * clipboard): each character pressed and released, Shift held around capitals and shifted
 * symbols, a newline as Enter. `\r` is dropped (Windows line ends).
 */
export function keystrokesFor(text: string): KeyStroke[] {
  const strokes: KeyStroke[] = [];
  for (const char of text.replace(/\r/g, '')) {
    const shift = SHIFTED.has(char) || (char !== char.toLowerCase() && char === char.toUpperCase());
    const keysym = keysymOf(char);
    if (shift) strokes.push([XK_SHIFT_L, true]);
    strokes.push([keysym, true], [keysym, false]);
    if (shift) strokes.push([XK_SHIFT_L, false]);
  }
  return strokes;
}
