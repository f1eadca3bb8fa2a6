import type { Server } from '@portal/shared-sdk';

/** A server's page is /cloud/servers/{server_id} with its name in the query (docs/product.md "Routes"). */
export function serverPath(basePath: string, server: Pick<Server, 'id' | 'display_name' | 'name'>): string {
  const query = new URLSearchParams({ name: server.display_name || server.name });
  return `${basePath}/servers/${encodeURIComponent(server.id)}?${query.toString()}`;
}

/** The console opens in its own window, on the blank layout, for one server. */
export function consolePath(basePath: string, server: Pick<Server, 'id' | 'display_name' | 'name'>): string {
  const query = new URLSearchParams({
    server_id: String(server.id),
    name: server.display_name || server.name,
  });
  return `${basePath}/vnc-console?${query.toString()}`;
}

/** A server's charts: /cloud/monitoring/{server_id}. */
export function monitoringPath(basePath: string, server: Pick<Server, 'id'>): string {
  return `${basePath}/monitoring/${encodeURIComponent(server.id)}`;
}

/** The address the list shows: the first public one (the provider lists them first), else any. */
export function serverIp(server: Pick<Server, 'interfaces'>): string | undefined {
  return (server.interfaces.find((i) => i.type === 'public') ?? server.interfaces[0])?.ip_address;
}

/** A usage percentage as the list shows it: whole percents, Latin digits whatever the locale. */
export function percent(value: number): string {
  return String(Math.round(Math.min(100, Math.max(0, value))));
}

export const nameOf = (server: Pick<Server, 'display_name' | 'name'>) => server.display_name || server.name;
