import { isServerBusy, toLatinDigits, type Server } from '@portal/shared-sdk';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@portal/shared-ui';

/** Which servers the list shows by state: every one, running, off, changing (built, powered, rebuilt, rescued) or suspended. */
export const SERVER_STATUS_FILTERS = ['all', 'on', 'off', 'changing', 'suspended'] as const;
export type ServerStatusFilter = (typeof SERVER_STATUS_FILTERS)[number];

/** The list's search, state filter and page, all kept in the address so a reload or a shared link keeps them. */
export interface ServerListState {
  q: string;
  status: ServerStatusFilter;
  page: number;
  size: PageSize;
}

export function readListState(search: URLSearchParams): ServerListState {
  const status = search.get('status') as ServerStatusFilter | null;
  const size = search.get('size');
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    status: status && SERVER_STATUS_FILTERS.includes(status) ? status : 'all',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (PAGE_SIZES as readonly (string | number)[]).includes(size === 'all' ? 'all' : Number(size))
      ? ((size === 'all' ? 'all' : Number(size)) as PageSize)
      : DEFAULT_PAGE_SIZE,
  };
}

/** The address's query for a list state; defaults are left out. */
export function listSearch(state: ServerListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q.trim()) search.set('q', state.q);
  if (state.status !== 'all') search.set('status', state.status);
  if (state.page > 1) search.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) search.set('size', String(state.size));
  return search;
}

function matchesStatus(server: Server, status: ServerStatusFilter): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'changing':
      return isServerBusy(server);
    case 'on':
      return server.status === 'ON' && !isServerBusy(server);
    case 'off':
      return server.status === 'OFF' && !isServerBusy(server);
    case 'suspended':
      return server.status === 'SUSPENDED';
  }
}

/** The servers a search (name, address, data center or OS; Persian digits read as Latin) and a state filter leave. */
export function filterServers(
  servers: readonly Server[],
  { q, status }: Pick<ServerListState, 'q' | 'status'>,
): Server[] {
  const needle = toLatinDigits(q).trim().toLowerCase();
  return servers.filter((s) => {
    if (!matchesStatus(s, status)) return false;
    if (!needle) return true;
    const haystack = [
      s.name,
      s.display_name,
      s.datacenter.display_name,
      s.os.display_name,
      ...s.interfaces.map((i) => i.ip_address),
    ];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}
