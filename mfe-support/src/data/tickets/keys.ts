/** Query and mutation keys of the support tickets (one factory, never inline keys). */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  details: () => [...ticketKeys.all, 'detail'] as const,
  detail: (ticketId: number) => [...ticketKeys.details(), ticketId] as const,
  departments: () => [...ticketKeys.all, 'departments'] as const,
  services: () => [...ticketKeys.all, 'services'] as const,
  create: () => [...ticketKeys.all, 'create'] as const,
  reply: () => [...ticketKeys.all, 'reply'] as const,
  close: () => [...ticketKeys.all, 'close'] as const,
  open: () => [...ticketKeys.all, 'open'] as const,
  rate: () => [...ticketKeys.all, 'rate'] as const,
  upload: () => [...ticketKeys.all, 'upload'] as const,
  download: () => [...ticketKeys.all, 'download'] as const,
};
