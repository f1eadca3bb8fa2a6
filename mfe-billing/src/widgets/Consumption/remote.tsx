import { createParcel } from '@portal/shared-ui';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { ConsumptionCard } from './ConsumptionCard';

/** `./widgets/Consumption`: the dashboard's consumption donut. */
export const { bootstrap, mount, unmount, update } = createParcel(ConsumptionCard, { messages, queryClient });
