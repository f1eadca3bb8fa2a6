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
 * A validator's problems as react-final-form errors: each field's text under its name, with
 * `list.1`-style names nested as lists (`{ list: [undefined, text] }`), as final-form reads them.
 */
export function ruleErrors(intl: IntlShape, family: RuleFamily, problems: RuleProblems): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [field, problem] of Object.entries(problems)) {
    const text = ruleText(intl, family, problem);
    const [name, index] = field.split('.');
    if (index !== undefined && /^\d+$/.test(index)) {
      const list = Array.isArray(errors[name as string]) ? (errors[name as string] as unknown[]) : [];
      list[Number(index)] = text;
      errors[name as string] = list;
    } else if (!(field in errors)) {
      errors[field] = text;
    }
  }
  return errors;
}
