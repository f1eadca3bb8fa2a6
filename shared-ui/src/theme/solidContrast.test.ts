import { shellSystem } from './system';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
const ratio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** A semantic colour in a mode, as #rrggbb: follows `{colors.x.n}` references to the palette. */
function resolve(name: string, mode: '_light' | '_dark'): string {
  const token = shellSystem.tokens.getByName(`colors.${name}`);
  const conditions = token?.extensions.conditions as Record<string, string> | undefined;
  const value = conditions ? (conditions[mode] ?? conditions.base ?? '') : String(token?.originalValue ?? '');
  const ref = /^\{colors\.(.+)\}$/.exec(value);
  if (ref?.[1]) return resolve(ref[1], mode);
  return NAMED[value] ?? value;
}

describe('solid buttons', () => {
  it.each(['brand', 'red', 'green', 'teal', 'orange', 'blue'])(
    '%s: its text on its solid colour is at least 4.5:1, light and dark',
    (palette) => {
      for (const mode of ['_light', '_dark'] as const) {
        const bg = resolve(`${palette}.solid`, mode);
        const fg = resolve(`${palette}.contrast`, mode);
        expect(bg).toMatch(/^#[0-9a-f]{6}$/i);
        expect({ palette, mode, ratio: ratio(fg, bg) >= 4.5 }).toEqual({ palette, mode, ratio: true });
      }
    },
  );
});
