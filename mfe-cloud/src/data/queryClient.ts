import { createAreaQueryClient } from '@portal/shared-ui';

/** The cloud area's server-state cache (shared-ui's area factory), kept across mounts; tests clear it. */
export const queryClient = createAreaQueryClient();
