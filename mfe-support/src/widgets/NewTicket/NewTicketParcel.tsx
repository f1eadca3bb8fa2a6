import { useParcelProps } from '@portal/shared-ui';
import { NewTicketDialog } from './NewTicketDialog';

/** The parcel's root: the shell passes `open` and `onClose` as mount props. */
export function NewTicketParcel() {
  const props = useParcelProps();
  const open = props.open === true;
  const onClose = typeof props.onClose === 'function' ? (props.onClose as () => void) : () => undefined;
  return <NewTicketDialog open={open} onClose={onClose} />;
}
