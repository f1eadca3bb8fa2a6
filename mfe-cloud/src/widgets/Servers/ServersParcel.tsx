import { useParcelProps } from '@portal/shared-ui';
import { ServersWidget } from './ServersWidget';

/** The widget's parcel root: in the resources card the shell passes `onEmptyChange`. */
export function ServersParcel() {
  const props = useParcelProps();
  const onEmptyChange =
    typeof props.onEmptyChange === 'function' ? (props.onEmptyChange as (empty: boolean) => void) : undefined;
  return <ServersWidget onEmptyChange={onEmptyChange} />;
}
