/** Query and mutation keys of the CDN domains (one factory, never inline keys). */
export const domainKeys = {
  all: ['domains'] as const,
  lists: () => [...domainKeys.all, 'list'] as const,
  details: () => [...domainKeys.all, 'detail'] as const,
  detail: (id: number) => [...domainKeys.details(), id] as const,
  usage: (id: number) => [...domainKeys.detail(id), 'usage'] as const,
  whois: (id: number) => [...domainKeys.detail(id), 'whois'] as const,
  create: () => [...domainKeys.all, 'create'] as const,
  redirectMode: () => [...domainKeys.all, 'redirect-mode'] as const,
  sendDeleteCode: () => [...domainKeys.all, 'send-delete-code'] as const,
  delete: () => [...domainKeys.all, 'delete'] as const,
};
