/** Query and mutation keys of a domain's log forwarders (one factory, never inline keys). */
export const logForwarderKeys = {
  all: ['log-forwarders'] as const,
  list: (domainId: number) => [...logForwarderKeys.all, domainId] as const,
  save: () => [...logForwarderKeys.all, 'save'] as const,
  delete: () => [...logForwarderKeys.all, 'delete'] as const,
};
