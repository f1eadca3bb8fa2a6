import { createDialogParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { AddDomainDialog } from './AddDomainDialog';

/** `./dialogs/AddDomain`: the add-domain wizard the shell opens from the dashboard (and any menu that declares it). */
export const { bootstrap, mount, unmount, update } = createDialogParcel(AddDomainDialog, {
  messages,
  queryClient,
});
