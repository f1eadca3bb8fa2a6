import type { ComponentType } from 'react';
import { createParcel, type CreateParcelOptions, type ParcelLifecycles } from '../parcel/createParcel';
import { useParcelProps } from '../parcel/ParcelPropsContext';

/** What a dialog parcel's component gets: the shell's `open` and `onClose` mount props. */
export interface DialogParcelProps {
  open: boolean;
  onClose: () => void;
}

const ignore = () => undefined;

/**
 * A remote's dialog as a single-spa parcel the shell mounts by name (`./dialogs/<Name>`): the
 * shell passes `open` and `onClose` as mount props (and again on update), the dialog renders with
 * the area's messages and query cache. Every remote's dialog parcel is made here, the same way.
 */
export function createDialogParcel(
  Dialog: ComponentType<DialogParcelProps>,
  options: CreateParcelOptions,
): ParcelLifecycles {
  function DialogParcelRoot() {
    const props = useParcelProps();
    const onClose = typeof props.onClose === 'function' ? (props.onClose as () => void) : ignore;
    return <Dialog open={props.open === true} onClose={onClose} />;
  }
  const { bootstrap, mount, unmount, update } = createParcel(DialogParcelRoot, options);
  return { bootstrap, mount, unmount, update };
}
