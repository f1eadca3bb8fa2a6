import type { SupportPlansResult, Ticket, TicketDepartment, TicketDetailResult, TicketServices } from '@portal/shared-sdk';

const base = 1_741_000_000; // unix seconds

export function makeTicket(id: number, over: Partial<Ticket> = {}): Ticket {
  return {
    id,
    subject: `Ticket subject ${id}`,
    department: 'CDN',
    department_name: 'CDN',
    priority: 'MEDIUM',
    status: 'open',
    status_summery: 'PENDING',
    created_at: base + id * 3600,
    updated_at: base + id * 3600,
    resource: null,
    ...over,
  };
}

export const openTickets: Ticket[] = [
  makeTicket(3, { subject: 'SSL does not activate', status_summery: 'ANSWERED', priority: 'HIGH' }),
  makeTicket(2, { subject: 'Server is slow', department: 'CLOUD', department_name: 'Cloud' }),
];
export const closedTickets: Ticket[] = [makeTicket(1, { subject: 'Move DNS records', status: 'closed', status_summery: 'ANSWERED' })];

export const departments: TicketDepartment[] = [
  { id: 'CDN', name: 'CDN', resource_type: 'domain' },
  { id: 'CLOUD', name: 'Cloud', resource_type: 'server' },
  { id: 'FINANCIAL', name: 'Financial', resource_type: null },
];

export const services: TicketServices = {
  domains: [
    { domain: 'example-shop.ir', domain_id: 1 },
    { domain: 'my-blog.com', domain_id: 2 },
  ],
  servers: [{ display_name: 'web-1', id: 1 }],
};

export function detailOf(ticket: Ticket): TicketDetailResult {
  return {
    ticket: {
      ...ticket,
      replies: [
        { id: 10, ticket_id: ticket.id, author: 'user', author_name: 'Ali Rezaei', message: 'The certificate fails.', files: [], rate: null, created_at: ticket.created_at },
        {
          id: 11,
          ticket_id: ticket.id,
          author: 'staff',
          author_name: 'Support',
          message: 'Remove the CAA record.',
          files: [{ file_storage_id: 1, static_slug: 'seed-caa-guide-0001', original_name: 'caa-guide.txt', size: 12, mime: 'text/plain' }],
          rate: null,
          created_at: ticket.created_at + 600,
        },
      ],
    },
    opened_list: openTickets,
    closed_list: closedTickets,
    opened_count: openTickets.length,
    closed_count: closedTickets.length,
  };
}

export const plans: SupportPlansResult = {
  plans: [
    { id: 1, name: 'basic', title: 'Basic', price: 0, response_time: 1440, sla: '95%', ticketing: true, phone: false, messenger: false, forum: true },
    { id: 2, name: 'standard', title: 'Standard', price: 5_000_000, response_time: 240, sla: '99%', ticketing: true, phone: false, messenger: true, forum: true },
    { id: 3, name: 'premium', title: 'Premium', price: 15_000_000, response_time: 60, sla: '99.9%', ticketing: true, phone: true, messenger: true, forum: true },
  ],
  current: { plan_id: 2, started_at: base, next_plan_id: null, next_plan_at: null },
};
