import { createParcel } from '@portal/shared-ui';
import { prefetchFinancialPage } from './data/prefetchFinancialPage';
import { queryClient } from './data/queryClient';
import { messages } from './messages/messages';
import { BillingRoutes } from './routes';

/** `./app`: the financial area, mounted by the shell under /financial. */
export const { bootstrap, mount, unmount, update, warm } = createParcel(BillingRoutes, {
  messages,
  queryClient,
  prefetch: prefetchFinancialPage,
});
