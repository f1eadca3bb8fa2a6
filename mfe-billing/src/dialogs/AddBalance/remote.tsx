import { createDialogParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { AddBalanceDialog } from './AddBalanceDialog';

/** `./dialogs/AddBalance`: mounted by the shell from the dashboard and the Financial menu. */
export const { bootstrap, mount, unmount, update } = createDialogParcel(AddBalanceDialog, {
  messages,
  queryClient,
});
