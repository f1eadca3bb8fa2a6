import { createParcel } from '@portal/shared-ui';
import { prefetchAccountPage } from './data/prefetchAccountPage';
import { queryClient } from './data/queryClient';
import { messages } from './messages/messages';
import { AccountRoutes } from './routes';

/** `./app`: the account area, mounted by the shell under /profile. */
export const { bootstrap, mount, unmount, update, warm } = createParcel(AccountRoutes, {
  messages,
  queryClient,
  prefetch: prefetchAccountPage,
});
