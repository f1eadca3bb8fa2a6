import { QueryClient } from '@tanstack/react-query';

/**
 * The area's server-state cache: one per remote, shared by its parcels (./app, the dashboard card
 * and the new-ticket dialog load from one container), so a ticket sent from the dialog refreshes
 * the card and the list. Kept across mounts; tests clear it.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
