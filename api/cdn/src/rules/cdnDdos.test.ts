import { DEMO_CDN_PLANS } from '@portal/shared-sdk/factories';
import {
  ddosCaptchaModuleProblem,
  ddosChallengeProblem,
  ddosRuleProblems,
  ddosTtlProblems,
  isDdosChallenge,
} from './cdnDdos';

const plan = (name: string) => DEMO_CDN_PLANS.find((p) => p.name === name)!;

describe('DDoS protection rules', () => {
  it('offers only the modules of the plan', () => {
    expect(ddosChallengeProblem(plan('eco'), 'js')).toBeNull();
    expect(ddosChallengeProblem(plan('eco'), 'captcha')).toBe('notInPlan');
    expect(ddosChallengeProblem(plan('free'), 'js')).toBe('notInPlan');
    expect(ddosChallengeProblem(plan('pro'), 'captcha')).toBeNull();
    expect(ddosChallengeProblem(plan('pro'), 'javascript')).toBe('challengeInvalid');
    expect(isDdosChallenge('cookie')).toBe(true);
    expect(isDdosChallenge(1)).toBe(false);
  });

  it("keeps a challenge's validity within 60 seconds and the plan's maximum", () => {
    expect(ddosTtlProblems(plan('eco'), 'cookie', 1800)).toEqual({});
    expect(ddosTtlProblems(plan('eco'), 'cookie', 60)).toEqual({});
    expect(ddosTtlProblems(plan('eco'), 'cookie', 1801)).toEqual({ ttl: 'ttlOutOfRange' });
    expect(ddosTtlProblems(plan('eco'), 'js', 59)).toEqual({ ttl: 'ttlOutOfRange' });
    expect(ddosTtlProblems(plan('eco'), 'js', Number.NaN)).toEqual({ ttl: 'ttlOutOfRange' });
    // a module the plan lacks is refused before its validity is read
    expect(ddosTtlProblems(plan('eco'), 'captcha', 600)).toEqual({ challenge: 'notInPlan' });
  });

  it('chooses a captcha service only when the plan has the captcha module', () => {
    expect(ddosCaptchaModuleProblem(plan('com'), 'hcaptcha')).toBeNull();
    expect(ddosCaptchaModuleProblem(plan('com'), 'google')).toBe('captchaModuleInvalid');
    expect(ddosCaptchaModuleProblem(plan('eco'), 'hcaptcha')).toBe('notInPlan');
  });

  it('needs a path after the domain name and a module of the plan for a direct rule', () => {
    expect(
      ddosRuleProblems({ path: 'example-shop.ir/api/*', challenge: 'js' }, 'example-shop.ir', plan('eco')),
    ).toEqual({});
    expect(
      ddosRuleProblems({ path: '/api/*', challenge: 'captcha' }, 'example-shop.ir', plan('eco')),
    ).toEqual({ path: 'pathNotOnDomain', challenge: 'notInPlan' });
    expect(ddosRuleProblems({ path: ' ', challenge: '' }, 'example-shop.ir', plan('eco'))).toEqual({
      path: 'pathRequired',
      challenge: 'challengeInvalid',
    });
  });
});
