import { createParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { ServersParcel } from './ServersParcel';

/** `./widgets/Servers`: the servers option of the dashboard's resources card. */
export const { bootstrap, mount, unmount, update } = createParcel(ServersParcel, { messages, queryClient });
