/**
 * One broken rule of a cloud form: a code (the portal's message id and the provider's message key
 * are built from it) and the values its text names. The cloud validators return them per field,
 * keyed by the field's name as the provider reports it (`dns_servers.1` for the second item).
 */
export interface RuleProblem<Code extends string = string> {
  code: Code;
  values?: Record<string, string | number>;
}

export type RuleProblems<Code extends string = string> = Record<string, RuleProblem<Code>>;

export const problem = <Code extends string>(
  code: Code,
  values?: Record<string, string | number>,
): RuleProblem<Code> => (values ? { code, values } : { code });

/** Whether a field was left empty (nothing, or only spaces). */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || String(value).trim() === '';
