// DDoS protection of a CDN domain: the challenge modules (cookie, JavaScript, captcha) its plan
// offers, the validity (TTL) of each challenge within the plan's bounds, the captcha service, and
// direct rules that give a path (a glob after the domain name) its own challenge.
import { challengeTtlWithinPlan, ddosModuleOffered, type PlanLimitsSource } from './cdnPlanLimits';
import { rulePathProblem, type RulePathProblem } from './cdnRulePaths';

/** The challenge modules, in the order the portal shows them. */
export const DDOS_CHALLENGES = ['cookie', 'js', 'captcha'] as const;
export type DdosChallenge = (typeof DDOS_CHALLENGES)[number];

/** The captcha services the captcha module can use. */
export const DDOS_CAPTCHA_MODULES = ['recaptcha', 'hcaptcha', 'turnstile', 'arcaptcha'] as const;
export type DdosCaptchaModule = (typeof DDOS_CAPTCHA_MODULES)[number];

export const isDdosChallenge = (value: unknown): value is DdosChallenge =>
  (DDOS_CHALLENGES as readonly unknown[]).includes(value);
export const isDdosCaptchaModule = (value: unknown): value is DdosCaptchaModule =>
  (DDOS_CAPTCHA_MODULES as readonly unknown[]).includes(value);

export type DdosProblem =
  RulePathProblem | 'challengeInvalid' | 'notInPlan' | 'ttlOutOfRange' | 'captchaModuleInvalid';

/** Why a challenge module cannot be used: not a module, or one the plan does not offer. */
export function ddosChallengeProblem(plan: PlanLimitsSource, challenge: unknown): DdosProblem | null {
  if (!isDdosChallenge(challenge)) return 'challengeInvalid';
  return ddosModuleOffered(plan, challenge) ? null : 'notInPlan';
}

/** Why a challenge's validity is refused: the module (as above), or a TTL outside 60 s … the plan's maximum. */
export function ddosTtlProblems(
  plan: PlanLimitsSource,
  challenge: unknown,
  ttl: number,
): { challenge?: DdosProblem; ttl?: DdosProblem } {
  const module = ddosChallengeProblem(plan, challenge);
  if (module) return { challenge: module };
  return challengeTtlWithinPlan(plan, ttl) ? {} : { ttl: 'ttlOutOfRange' };
}

/** Why the captcha service cannot be chosen: the plan lacks the captcha module, or the service is not one of the list. */
export function ddosCaptchaModuleProblem(plan: PlanLimitsSource, module: unknown): DdosProblem | null {
  if (!ddosModuleOffered(plan, 'captcha')) return 'notInPlan';
  return isDdosCaptchaModule(module) ? null : 'captchaModuleInvalid';
}

export interface DdosRuleInput {
  path: string;
  challenge: string;
}

/** What is wrong with a direct rule: a path on the domain (glob allowed), a challenge module of the plan. */
export function ddosRuleProblems(
  rule: DdosRuleInput,
  domain: string,
  plan: PlanLimitsSource,
): Partial<Record<keyof DdosRuleInput, DdosProblem>> {
  const problems: Partial<Record<keyof DdosRuleInput, DdosProblem>> = {};
  const path = rulePathProblem(rule.path, domain);
  if (path) problems.path = path;
  const challenge = ddosChallengeProblem(plan, rule.challenge);
  if (challenge) problems.challenge = challenge;
  return problems;
}
