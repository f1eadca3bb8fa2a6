import { createIntl } from 'react-intl';
import type { SearchEntry, SearchModule, SearchRequest } from '@portal/shared-sdk';
import { queryClient } from '../data/queryClient';
import { ticketsQueryOptions } from '../data/tickets/tickets-query';
import { messages } from '../messages/messages';

// a list read for the palette counts as fresh for this long; the area's pages keep it live anyway
const FRESH_MS = 30_000;

/**
 * The support area in the command palette: the customer's tickets, open and closed, found by their
 * number, subject or department, through the area's own tickets query. Sending a ticket is the
 * area's Support menu entry, which the palette lists already.
 */
export const search: SearchModule['search'] = async ({ locale }: SearchRequest) => {
  const intl = createIntl({ locale, messages: messages[locale] });
  const lists = await queryClient.fetchQuery({ ...ticketsQueryOptions(), staleTime: FRESH_MS });
  return [...lists.opened_list, ...lists.closed_list].map((ticket): SearchEntry => ({
    key: `ticket-${ticket.id}`,
    kind: 'resource',
    title: intl.formatMessage(
      { id: 'support.search.ticket' },
      { id: String(ticket.id), subject: ticket.subject },
    ),
    detail: ticket.department_name,
    keywords: [String(ticket.id)],
    to: `/support/tickets/${ticket.id}`,
  }));
};
