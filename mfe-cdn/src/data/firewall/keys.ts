/** Query and mutation keys of a domain's firewall (one factory, never inline keys). */
export const firewallKeys = {
  all: ['firewall'] as const,
  detail: (domainId: number) => [...firewallKeys.all, domainId] as const,
  setDefault: () => [...firewallKeys.all, 'set-default'] as const,
  createRule: () => [...firewallKeys.all, 'create-rule'] as const,
  deleteRule: () => [...firewallKeys.all, 'delete-rule'] as const,
  order: () => [...firewallKeys.all, 'order'] as const,
};
