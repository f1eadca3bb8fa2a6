// Page rules of a CDN domain: a path (glob after the domain name) with its settings, ordered by
// priority (lower first).
import { rulePathProblem, type RulePathProblem } from './cdnRulePaths';
import { isUrl } from '@portal/shared-sdk/rules';

export const PAGE_RULE_CACHE_MODES = ['standard', 'bypass', 'everything'] as const;
export const PAGE_RULE_SECURITY_LEVELS = ['off', 'low', 'medium', 'high', 'under_attack'] as const;
export const PAGE_RULE_REDIRECT_CODES = [301, 302] as const;

/** A page rule's settings; each is optional, at least one is set. */
export interface PageRuleSettings {
  cache_mode?: string;
  /** edge cache time, seconds */
  cache_ttl?: number;
  redirect_url?: string;
  redirect_code?: number;
  security_level?: string;
  always_https?: boolean;
  waf?: boolean;
}

export interface PageRuleInput {
  path: string;
  priority: number;
  settings: PageRuleSettings;
}

export type PageRuleProblem =
  | RulePathProblem
  | 'priorityInvalid'
  | 'settingsEmpty'
  | 'cacheModeInvalid'
  | 'cacheTtlInvalid'
  | 'redirectUrlInvalid'
  | 'redirectCodeInvalid'
  | 'securityLevelInvalid';
export type PageRuleProblems = Partial<
  Record<'path' | 'priority' | 'settings' | keyof PageRuleSettings, PageRuleProblem>
>;

const SETTING_KEYS: readonly (keyof PageRuleSettings)[] = [
  'cache_mode',
  'cache_ttl',
  'redirect_url',
  'security_level',
  'always_https',
  'waf',
];

const has = (v: unknown) => v !== undefined && v !== null && v !== '';

/** What is wrong with a page rule: a path on the domain, a priority from 1, at least one valid setting. */
export function pageRuleProblems(rule: PageRuleInput, domain: string): PageRuleProblems {
  const problems: PageRuleProblems = {};
  const path = rulePathProblem(rule.path, domain);
  if (path) problems.path = path;
  if (!Number.isInteger(rule.priority) || rule.priority < 1 || rule.priority > 1000)
    problems.priority = 'priorityInvalid';
  const s = rule.settings;
  if (!SETTING_KEYS.some((k) => has(s[k]))) problems.settings = 'settingsEmpty';
  if (has(s.cache_mode) && !(PAGE_RULE_CACHE_MODES as readonly unknown[]).includes(s.cache_mode))
    problems.cache_mode = 'cacheModeInvalid';
  if (has(s.cache_ttl) && (!Number.isInteger(s.cache_ttl) || (s.cache_ttl as number) < 0))
    problems.cache_ttl = 'cacheTtlInvalid';
  if (has(s.redirect_url) && !isUrl(String(s.redirect_url))) problems.redirect_url = 'redirectUrlInvalid';
  if (has(s.redirect_url) && !(PAGE_RULE_REDIRECT_CODES as readonly unknown[]).includes(s.redirect_code))
    problems.redirect_code = 'redirectCodeInvalid';
  if (
    has(s.security_level) &&
    !(PAGE_RULE_SECURITY_LEVELS as readonly unknown[]).includes(s.security_level)
  ) {
    problems.security_level = 'securityLevelInvalid';
  }
  return problems;
}
