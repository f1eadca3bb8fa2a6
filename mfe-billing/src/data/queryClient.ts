import { createAreaQueryClient } from '@portal/shared-ui';
import { balanceKeys } from './balance/keys';
import { invoiceKeys } from './invoices/keys';
import { transactionKeys } from './transactions/keys';

/**
 * The financial area's server-state cache (shared-ui's area factory), shared by its parcels (the
 * area, the add-balance dialog, the balance and consumption cards), kept across mounts; tests
 * clear it. Whoever changes the wallet (a payment, another tab) says so with `wallet:changed`:
 * its figures replace the cached balance at once, and the transactions and invoices it may have
 * changed are asked for again.
 */
export const queryClient = createAreaQueryClient({
  on: {
    'wallet:changed': (client, { balance, credit, debt }) => {
      client.setQueryData(balanceKeys.detail(), { balance, credit, debt });
      void client.invalidateQueries({ queryKey: transactionKeys.all });
      void client.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  },
});
