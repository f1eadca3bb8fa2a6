import type { ParcelLifecycles } from '@portal/shared-ui';

/**
 * A parcel as the shell mounts a widget or dialog: the given widget props (open, onClose,
 * openDialog, docsUrl…) ride along with every lifecycle call, as the shell's ParcelHost passes them.
 */
export function withProps(parcel: ParcelLifecycles, extra: Record<string, unknown>): ParcelLifecycles {
  return {
    bootstrap: (props) => parcel.bootstrap({ ...props, ...extra }),
    mount: (props) => parcel.mount({ ...props, ...extra }),
    unmount: (props) => parcel.unmount({ ...props, ...extra }),
    update: (props) => parcel.update({ ...props, ...extra }),
  };
}
