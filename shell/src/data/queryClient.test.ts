import { bus } from '@portal/shared-sdk';
import { profileKeys } from './profile/keys';
import { shellQueryClient } from './queryClient';
import { slidesQueryOptions } from './slides/slides-query';

afterEach(() => shellQueryClient.clear());

describe("the shell's query client", () => {
  it('asks for the profile again when the account area saved it', async () => {
    await shellQueryClient.fetchQuery({
      queryKey: profileKeys.detail('t1'),
      queryFn: async () => ({ name: 'old' }),
    });
    bus.emit('session:changed', { reason: 'profile-updated' });
    expect(shellQueryClient.getQueryState(profileKeys.detail('t1'))?.isInvalidated).toBe(true);
  });

  it('forgets everything when the token changes', async () => {
    await shellQueryClient.fetchQuery({
      queryKey: profileKeys.detail('t1'),
      queryFn: async () => ({ name: 'old' }),
    });
    bus.emit('session:changed', { reason: 'token-cleared' });
    expect(shellQueryClient.getQueryData(profileKeys.detail('t1'))).toBeUndefined();
  });

  it('marks the slides as localized, so a locale switch asks for them again', () => {
    expect(slidesQueryOptions().meta).toEqual({ localized: true });
  });
});
