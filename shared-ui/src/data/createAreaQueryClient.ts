import { QueryClient } from '@tanstack/react-query';
import {
  bus as portalBus,
  isApiError,
  type PortalBus,
  type PortalEventType,
  type PortalEvents,
} from '@portal/shared-sdk';

/** What the area's cache does when an event is heard on the bus (once per query client). */
export type BusReactions = {
  [K in PortalEventType]?: (queryClient: QueryClient, payload: PortalEvents[K]) => void;
};

export interface AreaQueryClientOptions {
  /** the area's own reactions to bus events, e.g. `wallet:changed` replacing the cached balance */
  on?: BusReactions;
  /** the bus to listen on (tests may give their own); the portal's by default */
  bus?: PortalBus;
}

/** A failure worth one more try: no answer, a timeout or a server error; never the server's refusal (4xx). */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind !== 'http' || error.status >= 500;
}

/**
 * The server-state cache of an area: one per remote, shared by its parcels (the area, its
 * dashboard widgets and dialogs load from one container), kept across mounts. Subscribes to the
 * bus once, here, so that no query hook does:
 * - `locale:changed` refetches the queries marked `meta: { localized: true }` (the provider
 *   localizes their answers; keys do not carry the locale);
 * - `session:changed` for a new or cleared token empties the cache: another account must never see
 *   this one's data;
 * - the area's own `on` reactions.
 */
export function createAreaQueryClient({
  on = {},
  bus = portalBus,
}: AreaQueryClientOptions = {}): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: (failures, error) => failures < 1 && isRetryable(error) } },
  });
  bus.on('locale:changed', () => {
    void queryClient.invalidateQueries({ predicate: (query) => query.meta?.localized === true });
  });
  bus.on('session:changed', ({ reason }) => {
    if (reason === 'token' || reason === 'token-cleared') queryClient.clear();
  });
  for (const type of Object.keys(on) as PortalEventType[]) {
    const reaction = on[type] as (client: QueryClient, payload: unknown) => void;
    bus.on(type, (payload) => reaction(queryClient, payload));
  }
  return queryClient;
}
