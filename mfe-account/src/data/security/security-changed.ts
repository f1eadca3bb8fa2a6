import type { QueryClient } from '@tanstack/react-query';
import type { SecuritySettings } from '@portal/api-account';
import { profileKeys } from '../profile/keys';
import { securityKeys } from './keys';

/**
 * After a change the provider answers the settings: they replace the cached ones at once, and
 * the profile (which carries the second factor) is asked for again.
 */
export function securityChanged(queryClient: QueryClient) {
  return async (settings: SecuritySettings) => {
    queryClient.setQueryData(securityKeys.detail(), settings);
    await queryClient.invalidateQueries({ queryKey: profileKeys.detail() });
  };
}
