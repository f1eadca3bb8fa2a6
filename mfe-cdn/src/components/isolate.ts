/**
 * A name (domain, nameserver) isolated for bidi inside text that cannot hold markup, such as an
 * <option>: first-strong isolate … pop directional isolate, so a Latin name keeps its order in Persian.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
