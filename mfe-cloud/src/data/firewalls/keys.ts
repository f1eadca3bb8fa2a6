/** Query keys of the firewall groups (one factory, never inline keys). */
export const firewallKeys = {
  all: ['firewalls'] as const,
  lists: () => [...firewallKeys.all, 'list'] as const,
  list: (datacenterId: number) => [...firewallKeys.lists(), datacenterId] as const,
};
