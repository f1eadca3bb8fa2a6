import { useParcelProps } from '@portal/shared-ui';
import { AddBalanceDialog } from './AddBalanceDialog';

/** The `./dialogs/AddBalance` parcel's root: the shell passes `open` and `onClose`. */
export function AddBalanceParcelRoot() {
  const props = useParcelProps();
  const open = props.open === true;
  const onClose = typeof props.onClose === 'function' ? (props.onClose as () => void) : () => undefined;
  return <AddBalanceDialog open={open} onClose={onClose} />;
}
