import { createParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { BalanceCard } from './BalanceCard';

/** `./widgets/Balance`: the dashboard's balance and credit card. */
export const { bootstrap, mount, unmount, update } = createParcel(BalanceCard, { messages, queryClient });
