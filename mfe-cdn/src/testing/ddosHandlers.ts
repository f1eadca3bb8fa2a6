import { http } from 'msw';
import { DDOS_CHALLENGES } from '@portal/api-cdn';
import { DEMO_CDN_PLANS } from '@portal/shared-sdk/factories';
import { apiOk } from '@portal/shared-ui/testing';
import { domainsIn } from './testServer';

/**
 * A domain's DDoS protection as the sandbox first answers it: each module offered by the domain's
 * plan at the plan's longest validity, reCAPTCHA when the plan has the captcha module, no rules.
 */
export const ddosHandlers = [
  http.get('/api/v1/cdn/ng/domains/:id/ddos', ({ params }) => {
    const name = domainsIn().find((d) => d.id === Number(params.id))?.plan.name ?? 'free';
    const plan = DEMO_CDN_PLANS.find((p) => p.name === name)!;
    return apiOk({
      challenges: DDOS_CHALLENGES.map((type) => {
        const offered = plan.ddos_modules.includes(type);
        return { type, offered, ttl: offered ? plan.ddos_challenge_ttl : null };
      }),
      captcha_module: plan.ddos_modules.includes('captcha') ? 'recaptcha' : null,
      min_ttl: 60,
      max_ttl: plan.ddos_challenge_ttl,
    });
  }),
  http.get('/api/v1/cdn/ng/domains/:id/ddos/rules', () => apiOk([])),
];
