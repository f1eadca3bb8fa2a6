import { rulePathProblem, type WafCustomRule } from '@portal/api-cdn';
import { problemErrors } from '../../components/ruleProblems';

export interface WafRuleFormValues {
  path: string;
  action: WafCustomRule['action'];
}

export const emptyWafRule = (domain: string): WafRuleFormValues => ({
  path: `${domain}/`,
  action: 'protect',
});

/** A path on the domain (the sandbox checks the same). */
export function validateWafRule(values: WafRuleFormValues, domain: string) {
  return problemErrors({ path: rulePathProblem(values.path ?? '', domain) ?? undefined });
}
