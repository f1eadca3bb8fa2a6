import { createParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { AddBalanceParcelRoot } from './AddBalanceParcelRoot';

/** `./dialogs/AddBalance`: mounted by the shell from the dashboard and the Financial menu. */
export const { bootstrap, mount, unmount, update } = createParcel(AddBalanceParcelRoot, {
  messages,
  queryClient,
});
