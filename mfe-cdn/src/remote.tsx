import { createParcel } from '@portal/shared-ui';
import { queryClient } from './data/queryClient';
import { messages } from './messages/messages';
import { CdnRoutes } from './routes';

/** `./app`: the CDN area, mounted by the shell under /cdn. */
export const { bootstrap, mount, unmount, update, warm } = createParcel(CdnRoutes, { messages, queryClient });
