import { DAY, HOUR, insert, monthStart, type Seed } from './seedTools';

/**
 * Files the seed attaches to replies. Their bytes live here rather than in uploadsDir, because a
 * reset only sees the database; the download call serves them from this map.
 */
export const SEED_FILES: Readonly<Record<string, { path: string; content: string }>> = {
  'seed-caa-guide-0001': {
    path: 'seed/caa-guide.txt',
    content:
      'Removing a CAA record\n' +
      '=====================\n\n' +
      '1. Open the DNS page of your domain.\n' +
      '2. Delete the CAA record that names another certificate authority.\n' +
      '3. Wait five minutes and request the free certificate again.\n',
  },
};

/**
 * Support plans (demo on standard, the second account on basic), the six departments, five
 * tickets with their replies, a staff attachment on ticket 1 (so a download can be tried right
 * away) and a scheduled department answer for ticket 2, three hours after seeding, so that a
 * running demo sees a PENDING ticket become ANSWERED.
 */
export const seedSupport: Seed = (db, { date: nowDate, now }) => {
  insert(db, 'support_plans', [
    { id: 1, name: 'basic', title_en: 'Basic', title_fa: 'پایه', price: 0, response_time: 1440, sla: '95%', ticketing: 1, phone: 0, messenger: 0, forum: 1 },
    { id: 2, name: 'standard', title_en: 'Standard', title_fa: 'استاندارد', price: 5_000_000, response_time: 240, sla: '99%', ticketing: 1, phone: 0, messenger: 1, forum: 1 },
    { id: 3, name: 'premium', title_en: 'Premium', title_fa: 'ویژه', price: 15_000_000, response_time: 60, sla: '99.9%', ticketing: 1, phone: 1, messenger: 1, forum: 1 },
    { id: 4, name: 'enterprise', title_en: 'Enterprise', title_fa: 'سازمانی', price: 40_000_000, response_time: 15, sla: '99.95%', ticketing: 1, phone: 1, messenger: 1, forum: 1 },
  ]);
  insert(db, 'user_support_plans', [
    { user_id: 1, plan_id: 2, started_at: monthStart(nowDate, 3), next_plan_id: null },
    { user_id: 2, plan_id: 1, started_at: monthStart(nowDate, 1), next_plan_id: null },
  ]);
  insert(db, 'departments', [
    { id: 1, slug: 'cdn', name_en: 'CDN', name_fa: 'شبکه توزیع محتوا' },
    { id: 2, slug: 'cloud', name_en: 'Cloud', name_fa: 'سرور ابری' },
    { id: 3, slug: 'stream', name_en: 'Live streaming', name_fa: 'پخش زنده' },
    { id: 4, slug: 'vod', name_en: 'Video on demand', name_fa: 'ویدیو درخواستی' },
    { id: 5, slug: 'financial', name_en: 'Financial', name_fa: 'مالی' },
    { id: 6, slug: 'other', name_en: 'Other', name_fa: 'سایر' },
  ]);
  const ticket = (id: number, subject: string, dept: number, res: [string, number] | null, priority: string, status: string, summary: string, ageDays: number) => ({
    id, user_id: 1, subject, department_id: dept, resource_type: res?.[0] ?? null, resource_id: res?.[1] ?? null,
    priority, status, status_summery: summary, created_at: now - ageDays * DAY, updated_at: now - ageDays * DAY + 3600,
  });
  insert(db, 'tickets', [
    ticket(1, 'گواهی SSL برای example-shop.ir فعال نمی‌شود', 1, ['domain', 1], 'HIGH', 'open', 'ANSWERED', 1),
    ticket(2, 'کندی سرور web-1', 2, ['server', 1], 'MEDIUM', 'open', 'PENDING', 2),
    ticket(3, 'سوال درباره پیش‌فاکتور این ماه', 5, null, 'LOW', 'open', 'PENDING', 4),
    ticket(4, 'انتقال رکوردهای DNS دامنه my-blog.com', 1, ['domain', 2], 'MEDIUM', 'closed', 'ANSWERED', 20),
    ticket(5, 'تایید هویت حساب کاربری', 6, null, 'LOW', 'closed', 'ANSWERED', 60),
  ]);
  const reply = (id: number, ticketId: number, author: 'user' | 'staff', message: string, ageHours: number) => ({
    id, ticket_id: ticketId, author, author_name: author === 'user' ? 'علی رضایی' : 'پشتیبانی', message, files: '[]', rate: null,
    created_at: now - ageHours * 3600,
  });
  insert(db, 'ticket_replies', [
    reply(1, 1, 'user', 'سلام، گواهی رایگان SSL برای دامنه صادر نمی‌شود و خطای اعتبارسنجی می‌دهد.', 24),
    reply(2, 1, 'staff', 'سلام، رکورد CAA دامنه مانع صدور است. لطفا آن را حذف کنید و دوباره تلاش کنید.', 20),
    reply(3, 2, 'user', 'از دیروز پاسخ‌گویی سرور web-1 بسیار کند شده است.', 48),
    reply(4, 3, 'user', 'مبلغ ترافیک مازاد در پیش‌فاکتور این ماه چگونه محاسبه شده است؟', 96),
    reply(5, 4, 'user', 'لطفا رکوردهای DNS را از میزبان قبلی منتقل کنید.', 480),
    reply(6, 4, 'staff', 'رکوردها منتقل شدند. لطفا نیم‌سرورها را تغییر دهید.', 470),
    reply(7, 5, 'user', 'مدارک تایید هویت ارسال شد.', 1440),
    reply(8, 5, 'staff', 'حساب شما تایید شد. سپاس از همراهی شما.', 1430),
  ]);
  const file = SEED_FILES['seed-caa-guide-0001'];
  if (!file) return;
  db.prepare(
    `INSERT INTO ticket_files (id, user_id, static_slug, original_name, mime, size, path, created_at)
     VALUES (1, 1, 'seed-caa-guide-0001', 'caa-guide.txt', 'text/plain', ?, ?, ?)`,
  ).run(Buffer.byteLength(file.content), file.path, now - 20 * HOUR);
  db.prepare("UPDATE ticket_replies SET files = '[1]' WHERE id = 2").run();
  db.prepare('INSERT INTO ticket_auto_answers (ticket_id, due_at) VALUES (2, ?)').run(now + 3 * HOUR);
};
