import { createParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { NewTicketParcel } from './NewTicketParcel';

/** `./dialogs/NewTicket`: the new-ticket dialog the shell opens from the dashboard and the Support menu. */
export const { bootstrap, mount, unmount, update } = createParcel(NewTicketParcel, { messages, queryClient });
