import { request } from './request';
import type { Schemas } from './schemas';
import type { ApiData } from './types';

export type ServerReport = Schemas['ServerReport'];
export type MetricSeries = Schemas['MetricSeries'];
export type ServerTraffic = Schemas['ServerTraffic'];

/** `api.cloud.reports`: a server's monitoring charts and each server's traffic this month. */
export const cloudReportsApi = {
  server: (serverId: number, params: { type: Schemas['MetricType']; time: Schemas['MetricPeriod'] }) =>
    request<ApiData<'cloudServerReports'>>({
      method: 'GET',
      url: `/cloud/servers/${serverId}/reports`,
      params,
    }),
  traffics: () => request<ApiData<'cloudTraffics'>>({ method: 'GET', url: '/cloud/traffics' }),
};
