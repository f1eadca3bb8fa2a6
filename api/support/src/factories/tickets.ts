import type { Schemas } from '../api/schemas';
import {
  DAY,
  DEMO_DEPARTMENTS,
  DEMO_DOMAIN_NAMES,
  FACTORY_NOW,
  HOUR,
  demoDomainName,
  demoServers,
  inLang,
  type DemoDepartment,
  type DemoOptions,
  type FactoryLang,
} from '@portal/shared-sdk/factories';

type Ticket = Schemas['Ticket'];
type TicketDepartment = Schemas['TicketDepartment'];
type TicketDetailResult = Schemas['TicketDetailResult'];
type TicketFile = Schemas['TicketFile'];
type TicketLists = Schemas['TicketLists'];
type TicketReply = Schemas['TicketReply'];
type TicketServices = Schemas['TicketServices'];

/** CDN tickets are about a domain, CLOUD tickets about a server, the rest about nothing. */
export function departmentResourceType(slug: DemoDepartment['slug']): TicketDepartment['resource_type'] {
  if (slug === 'cdn') return 'domain';
  if (slug === 'cloud') return 'server';
  return null;
}

/** A department as the provider answers it: its id is the slug in upper case. */
export function departmentOf(slug: DemoDepartment['slug'], lang: FactoryLang = 'en'): TicketDepartment {
  const d = DEMO_DEPARTMENTS.find((x) => x.slug === slug) as DemoDepartment;
  return {
    id: d.slug.toUpperCase() as TicketDepartment['id'],
    name: inLang(d.name, lang),
    resource_type: departmentResourceType(d.slug),
  };
}

/** `GET /support/tickets/departments`: the six departments. */
export function demoDepartments(lang: FactoryLang = 'en'): TicketDepartment[] {
  return DEMO_DEPARTMENTS.map((d) => departmentOf(d.slug, lang));
}

/** An open CDN ticket awaiting an answer (a higher id is newer); `over` replaces fields. */
export function makeTicket(id: number, over: Partial<Ticket> = {}): Ticket {
  const created = FACTORY_NOW - DAY + id * HOUR;
  return {
    id,
    subject: `Ticket subject ${id}`,
    department: 'CDN',
    department_name: departmentOf('cdn').name,
    priority: 'MEDIUM',
    status: 'open',
    status_summery: 'PENDING',
    created_at: created,
    updated_at: created,
    resource: null,
    ...over,
  };
}

/** A file attached to a demo reply (its bytes travel with it, so the sandbox can serve them). */
export interface DemoTicketFile extends TicketFile {
  content: string;
}

export const DEMO_TICKET_FILES: readonly DemoTicketFile[] = [
  {
    file_storage_id: 1,
    static_slug: 'seed-caa-guide-0001',
    original_name: 'caa-guide.txt',
    mime: 'text/plain',
    content:
      'Removing a CAA record\n' +
      '=====================\n\n' +
      '1. Open the DNS page of your domain.\n' +
      '2. Delete the CAA record that names another certificate authority.\n' +
      '3. Wait five minutes and request the free certificate again.\n',
    size: 0,
  },
].map((f) => ({ ...f, size: new TextEncoder().encode(f.content).length }));

/** A file as a reply carries it (without the demo's bytes). */
export function ticketFileOf({ content: _content, ...file }: DemoTicketFile): TicketFile {
  return file;
}

/** The customer's message on a ticket; `over` replaces fields. */
export function makeTicketReply(id: number, ticketId: number, over: Partial<TicketReply> = {}): TicketReply {
  return {
    id,
    ticket_id: ticketId,
    author: 'user',
    author_name: 'علی رضایی',
    message: `Message ${id}`,
    files: [],
    rate: null,
    created_at: FACTORY_NOW - DAY + id * HOUR,
    ...over,
  };
}

interface DemoTicketSpec {
  id: number;
  subject: string;
  slug: DemoDepartment['slug'];
  resource: ['domain' | 'server', number] | null;
  priority: Ticket['priority'];
  status: Ticket['status'];
  summary: Ticket['status_summery'];
  ageDays: number;
}

const DEMO_TICKETS: readonly DemoTicketSpec[] = [
  {
    id: 1,
    subject: 'گواهی SSL برای example-shop.ir فعال نمی‌شود',
    slug: 'cdn',
    resource: ['domain', 1],
    priority: 'HIGH',
    status: 'open',
    summary: 'ANSWERED',
    ageDays: 1,
  },
  {
    id: 2,
    subject: 'کندی سرور web-1',
    slug: 'cloud',
    resource: ['server', 1],
    priority: 'MEDIUM',
    status: 'open',
    summary: 'PENDING',
    ageDays: 2,
  },
  {
    id: 3,
    subject: 'سوال درباره پیش‌فاکتور این ماه',
    slug: 'financial',
    resource: null,
    priority: 'LOW',
    status: 'open',
    summary: 'PENDING',
    ageDays: 4,
  },
  {
    id: 4,
    subject: 'انتقال رکوردهای DNS دامنه my-blog.com',
    slug: 'cdn',
    resource: ['domain', 2],
    priority: 'MEDIUM',
    status: 'closed',
    summary: 'ANSWERED',
    ageDays: 20,
  },
  {
    id: 5,
    subject: 'تایید هویت حساب کاربری',
    slug: 'other',
    resource: null,
    priority: 'LOW',
    status: 'closed',
    summary: 'ANSWERED',
    ageDays: 60,
  },
];

/**
 * The demo customer's five tickets in id order (three open: one answered, two awaiting an answer;
 * two closed), about its domains and servers where the department has them.
 */
export function demoTickets({ now, lang = 'en' }: DemoOptions): Ticket[] {
  const servers = demoServers({ now, lang });
  const nameOf = ([type, id]: ['domain' | 'server', number]) =>
    type === 'domain'
      ? (demoDomainName(id) ?? String(id))
      : (servers.find((s) => s.id === id)?.display_name ?? String(id));
  return DEMO_TICKETS.map((t) => {
    const department = departmentOf(t.slug, lang);
    return makeTicket(t.id, {
      subject: t.subject,
      department: department.id,
      department_name: department.name,
      priority: t.priority,
      status: t.status,
      status_summery: t.summary,
      created_at: now - t.ageDays * DAY,
      updated_at: now - t.ageDays * DAY + HOUR,
      resource: t.resource ? { type: t.resource[0], id: t.resource[1], name: nameOf(t.resource) } : null,
    });
  });
}

const newestFirst = (list: Ticket[]) =>
  list.slice().sort((a, b) => b.created_at - a.created_at || b.id - a.id);

/** Tickets as `GET /support/tickets` answers them: open and closed lists, newest first. */
export function ticketListsOf(tickets: readonly Ticket[]): TicketLists {
  return {
    opened_list: newestFirst(tickets.filter((t) => t.status === 'open')),
    closed_list: newestFirst(tickets.filter((t) => t.status === 'closed')),
  };
}

/** The replies of the demo tickets in id order; a staff reply on ticket 1 carries a guide to download. */
export function demoTicketReplies({ now }: Pick<DemoOptions, 'now'>): TicketReply[] {
  const file = ticketFileOf(DEMO_TICKET_FILES[0] as DemoTicketFile);
  const user = (id: number, ticketId: number, message: string, ageHours: number) =>
    makeTicketReply(id, ticketId, { message, created_at: now - ageHours * HOUR });
  const staff = (id: number, ticketId: number, message: string, ageHours: number, files: TicketFile[] = []) =>
    makeTicketReply(id, ticketId, {
      author: 'staff',
      author_name: 'پشتیبانی',
      message,
      files,
      created_at: now - ageHours * HOUR,
    });
  return [
    user(1, 1, 'سلام، گواهی رایگان SSL برای دامنه صادر نمی‌شود و خطای اعتبارسنجی می‌دهد.', 24),
    staff(2, 1, 'سلام، رکورد CAA دامنه مانع صدور است. لطفا آن را حذف کنید و دوباره تلاش کنید.', 20, [file]),
    user(3, 2, 'از دیروز پاسخ‌گویی سرور web-1 بسیار کند شده است.', 48),
    user(4, 3, 'مبلغ ترافیک مازاد در پیش‌فاکتور این ماه چگونه محاسبه شده است؟', 96),
    user(5, 4, 'لطفا رکوردهای DNS را از میزبان قبلی منتقل کنید.', 480),
    staff(6, 4, 'رکوردها منتقل شدند. لطفا نیم‌سرورها را تغییر دهید.', 470),
    user(7, 5, 'مدارک تایید هویت ارسال شد.', 1440),
    staff(8, 5, 'حساب شما تایید شد. سپاس از همراهی شما.', 1430),
  ];
}

/** `GET /support/tickets/services`: the demo customer's domains and servers, by id. */
export function demoTicketServices({ now, lang = 'en' }: DemoOptions): TicketServices {
  return {
    domains: Object.entries(DEMO_DOMAIN_NAMES)
      .map(([id, domain]) => ({ domain, domain_id: Number(id) }))
      .sort((a, b) => a.domain_id - b.domain_id),
    servers: demoServers({ now, lang })
      .sort((a, b) => a.id - b.id)
      .map((s) => ({ display_name: s.display_name, id: s.id })),
  };
}

/** `GET /support/tickets/{id}`: the ticket with its replies, and the lists beside it. */
export function ticketDetailOf(
  ticket: Ticket,
  replies: readonly TicketReply[],
  lists: TicketLists,
): TicketDetailResult {
  return {
    ticket: { ...ticket, replies: replies.filter((r) => r.ticket_id === ticket.id) },
    opened_list: lists.opened_list,
    closed_list: lists.closed_list,
    opened_count: lists.opened_list.length,
    closed_count: lists.closed_list.length,
  };
}
