import { HttpResponse, http } from 'msw';
import { setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';
import { closedTickets, departments, detailOf, openTickets, plans, services } from './fixtures';

export const ok = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });
export const failure = (status: number, message: string, fields?: Record<string, string[]>) =>
  HttpResponse.json(fields ? { success: false, message, fields } : { success: false, message }, { status });

/** The support calls answered from the fixtures; tests override what they look at. */
export const defaultHandlers = [
  http.get('/api/v1/support/tickets', () => ok({ opened_list: openTickets, closed_list: closedTickets })),
  http.get('/api/v1/support/tickets/departments', () => ok({ data: departments })),
  http.get('/api/v1/support/tickets/services', () => ok(services)),
  http.get('/api/v1/support/tickets/:id', ({ params }) => {
    const ticket = [...openTickets, ...closedTickets].find((t) => t.id === Number(params.id));
    return ticket ? ok(detailOf(ticket)) : failure(404, 'Ticket does not exist!');
  }),
  http.get('/api/v1/financial/support-plans', () => ok(plans)),
];

/** MSW for a test file with the support calls; a request no handler expects fails the test. */
export function setupSupportServer() {
  return setupTestServer(defaultHandlers, { queryClient });
}
