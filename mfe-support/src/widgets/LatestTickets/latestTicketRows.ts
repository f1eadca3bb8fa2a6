import type { Ticket, TicketLists } from '@portal/api-support';

/** How many tickets the dashboard card lists (it scrolls past about five). */
export const LATEST_TICKETS_COUNT = 10;

/** The open tickets most recently active first: answered ones or those awaiting a reply. */
export function latestTicketRows(lists: TicketLists | undefined, count = LATEST_TICKETS_COUNT): Ticket[] {
  if (!lists) return [];
  return lists.opened_list
    .slice()
    .sort((a, b) => b.updated_at - a.updated_at || b.id - a.id)
    .slice(0, count);
}
