import type { Server } from '@portal/shared-sdk';

/** SPEC §2: a server's page is /cloud/servers/{server_id} with its name in the query. */
export function serverPath(basePath: string, server: Pick<Server, 'id' | 'display_name' | 'name'>): string {
  const query = new URLSearchParams({ name: server.display_name || server.name });
  return `${basePath}/servers/${encodeURIComponent(server.id)}?${query.toString()}`;
}

/** The address the list shows: the first public one (the provider lists them first), else any. */
export function serverIp(server: Pick<Server, 'interfaces'>): string | undefined {
  return (server.interfaces.find((i) => i.type === 'public') ?? server.interfaces[0])?.ip_address;
}

/** A usage percentage as the list shows it: whole percents, Latin digits whatever the locale. */
export function percent(value: number): string {
  return String(Math.round(Math.min(100, Math.max(0, value))));
}
