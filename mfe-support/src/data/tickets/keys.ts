/** Query keys of the support tickets (one factory, never inline keys). */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  details: () => [...ticketKeys.all, 'detail'] as const,
  detail: (ticketId: number) => [...ticketKeys.details(), ticketId] as const,
  departments: () => [...ticketKeys.all, 'departments'] as const,
  services: () => [...ticketKeys.all, 'services'] as const,
};
