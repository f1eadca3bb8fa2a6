import { pageRuleProblems, type PageRuleBody, type PageRuleSettings } from '@portal/api-cdn';
import { problemErrors } from '../../components/ruleProblems';

export interface PageRuleFormValues {
  path: string;
  priority: string;
  cache_mode: string;
  cache_ttl: string;
  redirect_url: string;
  redirect_code: string;
  security_level: string;
  always_https: boolean;
  /** '' leaves the domain's WAF as it is for the path */
  waf: '' | 'on' | 'off';
}

export const emptyPageRule = (domain: string, next: number): PageRuleFormValues => ({
  path: `${domain}/`,
  priority: String(next),
  cache_mode: '',
  cache_ttl: '',
  redirect_url: '',
  redirect_code: '301',
  security_level: '',
  always_https: false,
  waf: '',
});

function settingsOf(v: PageRuleFormValues): PageRuleSettings {
  const s: PageRuleSettings = {};
  if (v.cache_mode) s.cache_mode = v.cache_mode;
  if (v.cache_ttl) s.cache_ttl = Number(v.cache_ttl);
  if (v.redirect_url) {
    s.redirect_url = v.redirect_url.trim();
    s.redirect_code = Number(v.redirect_code);
  }
  if (v.security_level) s.security_level = v.security_level;
  if (v.always_https) s.always_https = true;
  if (v.waf) s.waf = v.waf === 'on';
  return s;
}

export function toPageRuleBody(v: PageRuleFormValues): PageRuleBody {
  return {
    path: (v.path ?? '').trim(),
    priority: Number(v.priority),
    settings: settingsOf(v) as PageRuleBody['settings'],
  };
}

/** The form's errors by the SDK's rule; "choose at least one setting" shows on the cache mode, the first setting. */
export function validatePageRule(v: PageRuleFormValues, domain: string) {
  const { settings, ...rest } = pageRuleProblems(toPageRuleBody(v), domain);
  return problemErrors({ cache_mode: settings, ...rest });
}
