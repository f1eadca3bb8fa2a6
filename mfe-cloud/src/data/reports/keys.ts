import type { MetricPeriod, MetricType } from '@portal/shared-sdk';

/** Query keys of a server's charts and the traffic (one factory, never inline keys). */
export const reportKeys = {
  all: ['reports'] as const,
  server: (serverId: number) => [...reportKeys.all, 'server', serverId] as const,
  chart: (serverId: number, type: MetricType, period: MetricPeriod) =>
    [...reportKeys.server(serverId), type, period] as const,
  traffics: () => [...reportKeys.all, 'traffics'] as const,
};
