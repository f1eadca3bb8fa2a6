import type { Profile } from '@portal/shared-sdk';

/** How an account is named to its owner: the profile's first and last name. */
export const accountName = (profile: Pick<Profile, 'name' | 'last_name'>): string =>
  `${profile.name} ${profile.last_name}`.trim();
