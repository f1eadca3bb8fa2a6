import type { Resource } from '../http/router';

interface DomainRow {
  id: number;
  name: string;
  status: string;
  wfsr: number;
  suspended_at: number | null;
  added_at: number;
  current_ns1: string | null;
  current_ns2: string | null;
  new_ns1: string;
  new_ns2: string;
  consumable_traffic: number;
  request_count: number;
  plan_id: number;
  plan_name: string;
  plan_title_en: string;
  plan_title_fa: string;
}

/** The CDN calls under /cdn/ng/ (SPEC §7). Only the user's own domains are ever seen. */
export const cdnDomainsResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  routes.get('/cdn/ng/domains', (call) =>
    db
      .prepare<[number], DomainRow>(
        `SELECT d.*, p.name AS plan_name, p.title_en AS plan_title_en, p.title_fa AS plan_title_fa
           FROM domains d JOIN plans p ON p.id = d.plan_id
          WHERE d.user_id = ? ORDER BY d.added_at DESC, d.id DESC`,
      )
      .all(call.user.id)
      .map((d) => ({
        id: d.id,
        name: d.name,
        status: d.status,
        plan: { id: d.plan_id, name: d.plan_name, title: call.lang === 'fa' ? d.plan_title_fa : d.plan_title_en },
        wfsr: d.wfsr === 1,
        suspended_at: d.suspended_at,
        added_at: d.added_at,
        current_nameservers: [d.current_ns1, d.current_ns2].filter((ns): ns is string => !!ns),
        mc_nameservers: [d.new_ns1, d.new_ns2],
        consumable_traffic: d.consumable_traffic,
        request_count: d.request_count,
      })),
  );
};
