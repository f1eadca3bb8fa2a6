import { QueryClient } from '@tanstack/react-query';

/** The area's server-state cache: one per parcel module, kept across mounts (tests clear it). */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
