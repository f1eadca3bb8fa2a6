/**
 * The demo customer's domains by id. The cdn area's factories (@portal/api-cdn) make the domains
 * themselves; a ticket about a domain names it from here, so the support demo data and the cdn demo
 * data agree without either area's package importing the other's.
 */
export const DEMO_DOMAIN_NAMES = {
  1: 'example-shop.ir',
  2: 'my-blog.com',
  3: 'old-portfolio.net',
  4: 'pro-store.com',
} as const;

/** The name of the demo domain `id`, if there is one. */
export function demoDomainName(id: number): string | undefined {
  return (DEMO_DOMAIN_NAMES as Readonly<Record<number, string>>)[id];
}
