/**
 * Which option the resources card shows: the customer's choice while it is there; else the first
 * option not known to be empty (so domains when there are any, otherwise servers); when every
 * option said it is empty, the last one. Null without options.
 */
export function pickResource(
  keys: readonly string[],
  empty: Readonly<Record<string, boolean>>,
  chosen: string | null,
): string | null {
  if (chosen && keys.includes(chosen)) return chosen;
  return keys.find((key) => empty[key] !== true) ?? keys.at(-1) ?? null;
}
