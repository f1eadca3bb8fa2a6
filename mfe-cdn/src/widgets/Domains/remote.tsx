import { createParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { DomainsParcel } from './DomainsParcel';

/** `./widgets/Domains`: the domains option of the dashboard's resources card. */
export const { bootstrap, mount, unmount, update } = createParcel(DomainsParcel, { messages, queryClient });
