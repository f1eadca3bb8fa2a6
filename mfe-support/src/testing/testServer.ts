import { http } from 'msw';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import {
  demoDepartments,
  demoSupportPlans,
  demoTicketReplies,
  demoTicketServices,
  demoTickets,
  ticketDetailOf,
  ticketListsOf,
} from '@portal/api-support/factories';
import { apiFailure, apiOk, providerLang, setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';

const now = FACTORY_NOW;

/** The demo customer's tickets as the provider lists them in English (open and closed, newest first). */
export const demoLists = ticketListsOf(demoTickets({ now }));
/** Its replies (a staff reply on ticket 1 carries a file). */
export const demoReplies = demoTicketReplies({ now });

/** The support calls answered with the demo data (the sandbox's seed), localized like the provider's. */
export const defaultHandlers = [
  http.get('/api/v1/support/tickets', ({ request }) =>
    apiOk(ticketListsOf(demoTickets({ now, lang: providerLang(request) }))),
  ),
  http.get('/api/v1/support/tickets/departments', ({ request }) =>
    apiOk({ data: demoDepartments(providerLang(request)) }),
  ),
  http.get('/api/v1/support/tickets/services', () => apiOk(demoTicketServices({ now }))),
  http.get('/api/v1/support/tickets/:id', ({ params, request }) => {
    const tickets = demoTickets({ now, lang: providerLang(request) });
    const ticket = tickets.find((t) => t.id === Number(params.id));
    return ticket
      ? apiOk(ticketDetailOf(ticket, demoReplies, ticketListsOf(tickets)))
      : apiFailure(404, 'Ticket does not exist!');
  }),
  http.get('/api/v1/financial/support-plans', ({ request }) =>
    apiOk(demoSupportPlans({ now, lang: providerLang(request) })),
  ),
];

/** MSW for a test file with the support calls; a request no handler expects fails the test. */
export function setupSupportServer() {
  return setupTestServer(defaultHandlers, { queryClient });
}
