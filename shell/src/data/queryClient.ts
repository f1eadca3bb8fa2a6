import { createAreaQueryClient } from '@portal/shared-ui';
import { profileKeys } from './profile/keys';

/**
 * The shell's own server-state cache (shared-ui's area factory, like every remote's): the profile,
 * the wallet figures, the slides, captchas and sign-in calls. The shell's hooks pass it to TanStack
 * Query themselves, so no provider is needed around the routes. When the account area saves the
 * profile (`session:changed` with reason `profile-updated`), the profile is asked for again.
 */
export const shellQueryClient = createAreaQueryClient({
  on: {
    'session:changed': (client, { reason }) => {
      if (reason === 'profile-updated') void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  },
});
