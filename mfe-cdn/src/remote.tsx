import { createParcel } from '@portal/shared-ui';
import { prefetchCdnPage } from './data/prefetchCdnPage';
import { queryClient } from './data/queryClient';
import { messages } from './messages/messages';
import { CdnRoutes } from './routes';

/** `./app`: the CDN area, mounted by the shell under /cdn (and at its pages outside it). */
export const { bootstrap, mount, unmount, update, warm } = createParcel(CdnRoutes, {
  messages,
  queryClient,
  prefetch: prefetchCdnPage,
});
