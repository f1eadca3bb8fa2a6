import { createAreaQueryClient } from '@portal/shared-ui';
import { domainKeys } from './domains/keys';

/**
 * The CDN area's server-state cache (shared-ui's area factory), kept across mounts; tests clear it.
 * A 403 on a CDN page clears the selected domain (its cached queries) while the shell goes to /cdn.
 */
export const queryClient = createAreaQueryClient({
  on: { 'session:forbidden': (client) => client.removeQueries({ queryKey: domainKeys.details() }) },
});
