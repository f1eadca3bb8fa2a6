import type { IntlShape } from 'react-intl';
import type { RuleProblem, RuleProblems } from '@portal/shared-sdk';

/** The areas of this remote whose forms check the SDK's cloud rules; their texts are `cloud.<family>.rule.<code>`. */
export type RuleFamily = 'volumes' | 'snapshots' | 'ssh' | 'firewall' | 'networks';

export const ruleMessageId = (family: RuleFamily, code: string) => `cloud.${family}.rule.${code}`;

/** A broken rule as the text the provider would answer (the same words, in the page's language). */
export function ruleText(intl: IntlShape, family: RuleFamily, problem: RuleProblem): string {
  return intl.formatMessage({ id: ruleMessageId(family, problem.code) }, problem.values);
}

/**
 * Field errors as react-final-form reads them: `list.1`-style names (the provider's way of naming a
 * list's item) nested as lists (`{ list: [undefined, text] }`); other names as they are.
 */
export function nestFieldErrors(flat: Record<string, unknown>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(flat)) {
    const [name, index] = field.split('.') as [string, string | undefined];
    if (index !== undefined && /^\d+$/.test(index)) {
      const list = Array.isArray(errors[name]) ? (errors[name] as unknown[]) : [];
      list[Number(index)] = text;
      errors[name] = list;
    } else if (!(field in errors)) {
      errors[field] = text;
    }
  }
  return errors;
}

/** A validator's problems as react-final-form errors: each field's text under its name. */
export function ruleErrors(
  intl: IntlShape,
  family: RuleFamily,
  problems: RuleProblems,
): Record<string, unknown> {
  return nestFieldErrors(
    Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, ruleText(intl, family, problem)]),
    ),
  );
}
