import { createParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { LatestTicketsParcel } from './LatestTicketsParcel';

/** `./widgets/LatestTickets`: the dashboard's latest-tickets card. */
export const { bootstrap, mount, unmount, update } = createParcel(LatestTicketsParcel, {
  messages,
  queryClient,
});
