/** Query and mutation keys of a domain's WAF (one factory, never inline keys). */
export const wafKeys = {
  all: ['waf'] as const,
  detail: (domainId: number) => [...wafKeys.all, domainId] as const,
  mode: () => [...wafKeys.all, 'mode'] as const,
  switch: () => [...wafKeys.all, 'switch'] as const,
  createRule: () => [...wafKeys.all, 'create-rule'] as const,
  deleteRule: () => [...wafKeys.all, 'delete-rule'] as const,
};
