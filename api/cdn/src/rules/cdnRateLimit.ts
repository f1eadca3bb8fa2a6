// Rate-limit routes of a CDN domain: a path (glob after the domain name), how many requests are
// allowed per period, and what happens past it.
import { rulePathProblem, type RulePathProblem } from './cdnRulePaths';

export const RATE_LIMIT_ACTIONS = ['block', 'challenge'] as const;
export type RateLimitAction = (typeof RATE_LIMIT_ACTIONS)[number];
/** The periods a limit counts over, seconds. */
export const RATE_LIMIT_PERIODS = [1, 10, 60, 600, 3600] as const;
export const RATE_LIMIT_MAX_REQUESTS = 100_000;

export interface RateLimitRouteInput {
  path: string;
  requests: number;
  period: number;
  action: string;
}

export type RateLimitProblem = RulePathProblem | 'requestsInvalid' | 'periodInvalid' | 'actionInvalid';
export type RateLimitProblems = Partial<Record<keyof RateLimitRouteInput, RateLimitProblem>>;

/** What is wrong with a rate-limit route: a path on the domain, 1 to 100,000 requests, a listed period and action. */
export function rateLimitRouteProblems(route: RateLimitRouteInput, domain: string): RateLimitProblems {
  const problems: RateLimitProblems = {};
  const path = rulePathProblem(route.path, domain);
  if (path) problems.path = path;
  if (!Number.isInteger(route.requests) || route.requests < 1 || route.requests > RATE_LIMIT_MAX_REQUESTS)
    problems.requests = 'requestsInvalid';
  if (!(RATE_LIMIT_PERIODS as readonly number[]).includes(route.period)) problems.period = 'periodInvalid';
  if (!(RATE_LIMIT_ACTIONS as readonly string[]).includes(route.action)) problems.action = 'actionInvalid';
  return problems;
}
