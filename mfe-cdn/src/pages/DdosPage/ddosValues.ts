import { toLatinDigits } from '@portal/shared-sdk';
import {
  ddosRuleProblems,
  ddosTtlProblems,
  type DdosChallenge,
  type DdosRule,
  type DdosSettings,
  type PlanLimitsSource,
} from '@portal/api-cdn';
import { problemErrors } from '../../components/ruleProblems';

/** The plan's DDoS bounds as the page's answer gives them, for the SDK's rules. */
export function ddosLimits(settings: DdosSettings): PlanLimitsSource {
  return {
    max_page_rules: 0,
    ddos_modules: settings.challenges.filter((c) => c.offered).map((c) => c.type),
    ddos_challenge_ttl: settings.max_ttl,
    features: { firewall_rules: 0, ips_per_rule: 0, rate_limit_routes: 0 },
  };
}

/** The typed validity as a number (Persian digits read as Latin); NaN when empty. */
export function ttlOf(text: string | undefined): number {
  const latin = toLatinDigits(text ?? '').trim();
  return latin === '' ? Number.NaN : Number(latin);
}

/** Whether a challenge's typed validity lies within the plan's bounds (the sandbox checks the same). */
export function ttlAllowed(
  settings: DdosSettings,
  challenge: DdosChallenge,
  text: string | undefined,
): boolean {
  return ddosTtlProblems(ddosLimits(settings), challenge, ttlOf(text)).ttl === undefined;
}

export interface DdosRuleFormValues {
  path: string;
  challenge: string;
}

export const emptyDdosRule = (domain: string, settings: DdosSettings): DdosRuleFormValues => ({
  path: `${domain}/`,
  challenge: settings.challenges.find((c) => c.offered)?.type ?? 'cookie',
});

export const ddosRuleValues = (rule: DdosRule): DdosRuleFormValues => ({
  path: rule.path,
  challenge: rule.challenge,
});

/** A path on the domain and a challenge the plan offers. */
export function validateDdosRule(values: DdosRuleFormValues, domain: string, settings: DdosSettings) {
  return problemErrors(
    ddosRuleProblems(
      { path: values.path ?? '', challenge: values.challenge ?? '' },
      domain,
      ddosLimits(settings),
    ),
  );
}
