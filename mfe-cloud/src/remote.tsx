import { createParcel } from '@portal/shared-ui';
import { prefetchCloudPage } from './data/prefetchCloudPage';
import { queryClient } from './data/queryClient';
import { messages } from './messages/messages';
import { CloudRoutes } from './routes';

/** `./app`: the cloud area, mounted by the shell under /cloud (and /cloud/vnc-console in its blank layout). */
export const { bootstrap, mount, unmount, update, warm } = createParcel(CloudRoutes, {
  messages,
  queryClient,
  prefetch: prefetchCloudPage,
});
