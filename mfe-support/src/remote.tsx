import { createParcel } from '@portal/shared-ui';
import { prefetchSupportPage } from './data/prefetchSupportPage';
import { queryClient } from './data/queryClient';
import { messages } from './messages/messages';
import { SupportRoutes } from './routes';

/** `./app`: the support area, mounted by the shell under /support. */
export const { bootstrap, mount, unmount, update, warm } = createParcel(SupportRoutes, {
  messages,
  queryClient,
  prefetch: prefetchSupportPage,
});
