import { createDialogParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { NewTicketDialog } from './NewTicketDialog';

/** `./dialogs/NewTicket`: the new-ticket dialog the shell opens from the dashboard and the Support menu. */
export const { bootstrap, mount, unmount, update } = createDialogParcel(NewTicketDialog, {
  messages,
  queryClient,
});
