/** Query keys of the portal's runtime configuration (one factory, never inline keys). */
export const portalConfigKeys = {
  all: ['portal-config'] as const,
  gatewayOrigins: () => [...portalConfigKeys.all, 'payment-gateway-origins'] as const,
};
