/** Query and mutation keys of the firewall groups (one factory, never inline keys). */
export const firewallKeys = {
  all: ['firewalls'] as const,
  lists: () => [...firewallKeys.all, 'list'] as const,
  /** the groups of one data center, or of all (`all`) */
  list: (datacenterId: number | 'all') => [...firewallKeys.lists(), datacenterId] as const,
  create: () => [...firewallKeys.all, 'create'] as const,
  remove: () => [...firewallKeys.all, 'remove'] as const,
  addRule: () => [...firewallKeys.all, 'add-rule'] as const,
  removeRule: () => [...firewallKeys.all, 'remove-rule'] as const,
  attach: () => [...firewallKeys.all, 'attach'] as const,
  detach: () => [...firewallKeys.all, 'detach'] as const,
};
