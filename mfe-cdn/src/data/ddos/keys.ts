/** Query and mutation keys of a domain's DDoS protection (one factory, never inline keys). */
export const ddosKeys = {
  all: ['ddos'] as const,
  detail: (domainId: number) => [...ddosKeys.all, domainId] as const,
  ttl: () => [...ddosKeys.all, 'ttl'] as const,
  captchaModule: () => [...ddosKeys.all, 'captcha-module'] as const,
  saveRule: () => [...ddosKeys.all, 'save-rule'] as const,
  deleteRule: () => [...ddosKeys.all, 'delete-rule'] as const,
};
