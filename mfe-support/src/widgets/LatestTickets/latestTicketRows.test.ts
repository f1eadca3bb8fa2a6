import type { Ticket } from '@portal/api-support';
import { latestTicketRows } from './latestTicketRows';

const t = (id: number, updated_at: number, status: Ticket['status'] = 'open'): Ticket => ({
  id,
  subject: `#${id}`,
  department: 'CDN',
  department_name: 'CDN',
  priority: 'MEDIUM',
  status,
  status_summery: 'PENDING',
  created_at: 1,
  updated_at,
  resource: null,
});

describe('latestTicketRows', () => {
  it('lists open tickets, most recently active first, up to the count', () => {
    const lists = { opened_list: [t(1, 10), t(2, 30), t(3, 20)], closed_list: [t(4, 99, 'closed')] };
    expect(latestTicketRows(lists).map((x) => x.id)).toEqual([2, 3, 1]);
    expect(latestTicketRows(lists, 2).map((x) => x.id)).toEqual([2, 3]);
  });

  it('is empty before the lists arrive', () => {
    expect(latestTicketRows(undefined)).toEqual([]);
  });
});
