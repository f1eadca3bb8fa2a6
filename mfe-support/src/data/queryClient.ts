import { createAreaQueryClient } from '@portal/shared-ui';

/**
 * The support area's server-state cache (shared-ui's area factory): one for the three parcels
 * (./app, the dashboard card and the new-ticket dialog load from one container), so a ticket sent
 * from the dialog refreshes the card and the list. Kept across mounts; tests clear it.
 */
export const queryClient = createAreaQueryClient();
