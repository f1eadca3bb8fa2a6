import { rateLimitRouteProblems } from './cdnRateLimit';
import { pageRuleProblems } from './cdnPageRules';

describe('rate-limit routes', () => {
  const route = { path: 'example-shop.ir/api/*', requests: 100, period: 60, action: 'block' };
  it('accepts a route on the domain and names each wrong field', () => {
    expect(rateLimitRouteProblems(route, 'example-shop.ir')).toEqual({});
    expect(
      rateLimitRouteProblems({ path: '', requests: 0, period: 7, action: 'drop' }, 'example-shop.ir'),
    ).toEqual({
      path: 'pathRequired',
      requests: 'requestsInvalid',
      period: 'periodInvalid',
      action: 'actionInvalid',
    });
    expect(rateLimitRouteProblems({ ...route, requests: 100_001 }, 'example-shop.ir')).toEqual({
      requests: 'requestsInvalid',
    });
    expect(rateLimitRouteProblems({ ...route, requests: 2.5 }, 'example-shop.ir')).toEqual({
      requests: 'requestsInvalid',
    });
  });
});

describe('page rules', () => {
  const rule = {
    path: 'example-shop.ir/static/**',
    priority: 1,
    settings: { cache_mode: 'everything', cache_ttl: 3600 },
  };
  it('accepts a path on the domain with at least one valid setting', () => {
    expect(pageRuleProblems(rule, 'example-shop.ir')).toEqual({});
    expect(
      pageRuleProblems(
        { ...rule, settings: { redirect_url: 'https://example-shop.ir/new', redirect_code: 301 } },
        'example-shop.ir',
      ),
    ).toEqual({});
  });
  it('refuses a rule without settings, a bad path or priority and wrong settings', () => {
    expect(pageRuleProblems({ path: 'static/*', priority: 0, settings: {} }, 'example-shop.ir')).toEqual({
      path: 'pathNotOnDomain',
      priority: 'priorityInvalid',
      settings: 'settingsEmpty',
    });
    expect(
      pageRuleProblems(
        {
          ...rule,
          settings: {
            cache_mode: 'all',
            cache_ttl: -1,
            redirect_url: 'ftp://x',
            redirect_code: 307,
            security_level: 'max',
          },
        },
        'example-shop.ir',
      ),
    ).toEqual({
      cache_mode: 'cacheModeInvalid',
      cache_ttl: 'cacheTtlInvalid',
      redirect_url: 'redirectUrlInvalid',
      redirect_code: 'redirectCodeInvalid',
      security_level: 'securityLevelInvalid',
    });
  });
});
