// The support area's typed entity factories and demo data (`@portal/api-support/factories`): the
// sandbox seeds its tickets and support plans from them, mfe-support's fixtures answer with them
// and the API tests compare answers to them. Plain data and types only (the sandbox imports it in
// Node). The demo clock, the departments and support plans of the catalogue, the demo domains'
// names and servers are the core's (`@portal/shared-sdk/factories`).
export {
  DEMO_TICKET_FILES,
  demoDepartments,
  demoTicketReplies,
  demoTicketServices,
  demoTickets,
  departmentOf,
  departmentResourceType,
  makeTicket,
  makeTicketReply,
  ticketDetailOf,
  ticketFileOf,
  ticketListsOf,
  type DemoTicketFile,
} from './tickets';
export { DEMO_SUPPORT_SUBSCRIPTIONS, demoSupportPlanList, demoSupportPlans } from './supportPlans';
