/** An init script (cloud-init user data, YAML) may be this long, in bytes of UTF-8. */
export const INIT_SCRIPT_MAX_BYTES = 16_384;

export type InitScriptProblem =
  { kind: 'tooLong'; max: number } | { kind: 'yaml'; line: number | null } | { kind: 'notMapping' };

/** What a YAML parser throws: `yaml`'s YAMLParseError carries the line of the problem. */
interface YamlErrorLike {
  linePos?: readonly { line: number; col: number }[];
}

/**
 * Checks an init script before it is sent (and the provider checks it again): empty is fine;
 * otherwise at most INIT_SCRIPT_MAX_BYTES, YAML that parses, and a mapping at the top (cloud-config
 * `key: value` lines). The parser is passed in (`parse` of the `yaml` package), so this rule adds
 * no parser to the pages that never check a script.
 */
export function checkInitScript(
  text: string | null | undefined,
  parse: (source: string) => unknown,
): InitScriptProblem | null {
  const source = text ?? '';
  if (source.trim() === '') return null;
  if (new TextEncoder().encode(source).length > INIT_SCRIPT_MAX_BYTES)
    return { kind: 'tooLong', max: INIT_SCRIPT_MAX_BYTES };
  let value: unknown;
  try {
    value = parse(source);
  } catch (error) {
    return { kind: 'yaml', line: (error as YamlErrorLike)?.linePos?.[0]?.line ?? null };
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? null : { kind: 'notMapping' };
}
