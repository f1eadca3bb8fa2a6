import { DEMO_DOMAIN_NAMES, FACTORY_NOW } from '@portal/shared-sdk/factories';
import { demoDomains } from '.';

const now = FACTORY_NOW;

describe('the demo domains', () => {
  it('are listed newest first, as the provider answers', () => {
    const added = demoDomains({ now }).map((d) => d.added_at);
    expect(added).toEqual([...added].sort((a, b) => b - a));
  });

  it('localize their plan title, as the provider does', () => {
    expect(demoDomains({ now, lang: 'fa' }).map((d) => d.plan.title)).toEqual([
      'رایگان',
      'حرفه‌ای',
      'اقتصادی',
      'تجاری',
    ]);
  });

  it('carry the names the core gives them, which the support demo tickets name them by', () => {
    const byId = Object.fromEntries(demoDomains({ now }).map((d) => [d.id, d.name]));
    expect(byId).toEqual(DEMO_DOMAIN_NAMES);
  });
});
