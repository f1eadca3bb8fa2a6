import {
  firewallRuleProblems,
  splitIpList,
  type CdnFirewallRuleBody,
  type PlanLimitsSource,
} from '@portal/api-cdn';
import { problemErrors } from '../../components/ruleProblems';

export interface FirewallRuleFormValues {
  path: string;
  action: 'allow' | 'deny';
  countries: string[];
  /** one a line, or separated by commas */
  ips: string;
}

export const emptyFirewallRule = (domain: string): FirewallRuleFormValues => ({
  path: `${domain}/`,
  action: 'deny',
  countries: [],
  ips: '',
});

export function toFirewallRuleBody(values: FirewallRuleFormValues): CdnFirewallRuleBody {
  return {
    path: (values.path ?? '').trim(),
    action: values.action,
    countries: values.countries ?? [],
    ips: splitIpList(values.ips ?? ''),
  };
}

/** The form's errors by the SDK's rule (the sandbox refuses the same). */
export function validateFirewallRule(
  values: FirewallRuleFormValues,
  domain: string,
  limits: PlanLimitsSource,
) {
  const problems = firewallRuleProblems(toFirewallRuleBody(values), domain, limits);
  // a bad entry of the list shows on the list's field
  const { path, action, countries, ips } = problems;
  return problemErrors({ path, action, countries, ips });
}
