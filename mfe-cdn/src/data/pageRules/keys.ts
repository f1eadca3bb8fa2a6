/** Query and mutation keys of a domain's page rules (one factory, never inline keys). */
export const pageRuleKeys = {
  all: ['page-rules'] as const,
  list: (domainId: number) => [...pageRuleKeys.all, domainId] as const,
  create: () => [...pageRuleKeys.all, 'create'] as const,
  delete: () => [...pageRuleKeys.all, 'delete'] as const,
};
