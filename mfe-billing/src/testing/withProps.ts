import type { ParcelLifecycles } from '@portal/shared-ui';

/**
 * The parcel as the shell mounts a widget or dialog: every lifecycle call carries the extra props
 * (e.g. `open`/`onClose`, `openDialog`) next to the ParcelProps of `mountTestParcel`.
 */
export function withProps(parcel: ParcelLifecycles, extra: Record<string, unknown>): ParcelLifecycles {
  return {
    bootstrap: (props) => parcel.bootstrap({ ...props, ...extra }),
    mount: (props) => parcel.mount({ ...props, ...extra }),
    unmount: (props) => parcel.unmount({ ...props, ...extra }),
    update: (props) => parcel.update({ ...props, ...extra }),
  };
}
