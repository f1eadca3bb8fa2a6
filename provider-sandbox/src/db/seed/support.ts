import { DEMO_ACCOUNT, DEMO_DEPARTMENTS, DEMO_SUPPORT_PLANS } from '@portal/shared-sdk/factories';
import {
  DEMO_SUPPORT_SUBSCRIPTIONS,
  DEMO_TICKET_FILES,
  demoTicketReplies,
  demoTickets,
} from '@portal/api-support/factories';
import { HOUR, insert, monthStart, type Seed } from './seedTools';

/**
 * Files the seed attaches to replies, by static slug. Their bytes live here rather than in
 * uploadsDir, because a reset only sees the database; the download call serves them from this map.
 */
export const SEED_FILES: Readonly<Record<string, { path: string; content: string }>> = Object.fromEntries(
  DEMO_TICKET_FILES.map((f) => [f.static_slug, { path: `seed/${f.original_name}`, content: f.content }]),
);

/**
 * Support plans (demo on standard, the second account on basic), the six departments, the demo
 * customer's five tickets with their replies and a staff attachment on ticket 1 (so a download can
 * be tried right away), all from the SDK's factories; and a scheduled department answer for
 * ticket 2, three hours after seeding, so that a running demo sees a PENDING ticket become ANSWERED.
 */
export const seedSupport: Seed = (db, { date, now }) => {
  insert(
    db,
    'support_plans',
    DEMO_SUPPORT_PLANS.map((p) => ({
      id: p.id,
      name: p.name,
      title_en: p.title.en,
      title_fa: p.title.fa,
      price: p.price,
      response_time: p.response_time,
      sla: p.sla,
      ticketing: p.ticketing ? 1 : 0,
      phone: p.phone ? 1 : 0,
      messenger: p.messenger ? 1 : 0,
      forum: p.forum ? 1 : 0,
    })),
  );
  insert(
    db,
    'user_support_plans',
    Object.entries(DEMO_SUPPORT_SUBSCRIPTIONS).map(([userId, sub]) => ({
      user_id: Number(userId),
      plan_id: sub.plan_id,
      started_at: monthStart(date, sub.monthsBack),
      next_plan_id: null,
    })),
  );
  insert(
    db,
    'departments',
    DEMO_DEPARTMENTS.map((d) => ({ id: d.id, slug: d.slug, name_en: d.name.en, name_fa: d.name.fa })),
  );
  const departmentId = (code: string) => DEMO_DEPARTMENTS.find((d) => d.slug.toUpperCase() === code)?.id;
  insert(
    db,
    'tickets',
    demoTickets({ now }).map((t) => ({
      id: t.id,
      user_id: DEMO_ACCOUNT.id,
      subject: t.subject,
      department_id: departmentId(t.department),
      resource_type: t.resource?.type ?? null,
      resource_id: t.resource?.id ?? null,
      priority: t.priority,
      status: t.status,
      status_summery: t.status_summery,
      created_at: t.created_at,
      updated_at: t.updated_at,
    })),
  );
  insert(
    db,
    'ticket_replies',
    demoTicketReplies({ now }).map((r) => ({
      id: r.id,
      ticket_id: r.ticket_id,
      author: r.author,
      author_name: r.author_name,
      message: r.message,
      files: JSON.stringify(r.files.map((f) => f.file_storage_id)),
      rate: r.rate,
      created_at: r.created_at,
    })),
  );
  insert(
    db,
    'ticket_files',
    DEMO_TICKET_FILES.map((f) => ({
      id: f.file_storage_id,
      user_id: DEMO_ACCOUNT.id,
      static_slug: f.static_slug,
      original_name: f.original_name,
      mime: f.mime,
      size: f.size,
      path: SEED_FILES[f.static_slug]?.path,
      created_at: now - 20 * HOUR,
    })),
  );
  db.prepare('INSERT INTO ticket_auto_answers (ticket_id, due_at) VALUES (2, ?)').run(now + 3 * HOUR);
};
