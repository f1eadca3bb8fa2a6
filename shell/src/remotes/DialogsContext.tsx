import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { REMOTES } from '@portal/release';
import { bus } from '@portal/shared-sdk';
import { findDialog, type DeclaredDialog } from '../contributions/dashboardParts';
import type { DialogRef } from '../contributions/menuItems';
import { useContributions } from '../contributions/useContributions';
import { ParcelHost } from './ParcelHost';

interface DialogsValue {
  /** Opens a dialog a remote declares (menus, tiles, widgets). */
  openDialog: (ref: DialogRef) => void;
}

const DialogsContext = createContext<DialogsValue>({ openDialog: () => undefined });

/** Opens a remote dialog (menus, dashboard tiles and widgets). */
export function useDialogs(): DialogsValue {
  return useContext(DialogsContext);
}

interface RemoteDialogProps {
  dialog: DeclaredDialog;
  open: boolean;
  onClose: (key: string) => void;
}

const keyOf = (ref: DialogRef) => `${ref.remote}/${ref.name}`;

function RemoteDialog({ dialog, open, onClose }: RemoteDialogProps) {
  const key = keyOf(dialog);
  const { width } = dialog;
  const widgetProps = useMemo(
    () => ({ open, onClose: () => onClose(key), ...(width ? { width } : {}) }),
    [open, onClose, key, width],
  );
  return (
    <ParcelHost
      remote={dialog.remote}
      module={dialog.module}
      basePath={REMOTES[dialog.remote].basePath}
      widgetProps={widgetProps}
      variant="dialog"
    />
  );
}

export interface DialogsProviderProps {
  children: ReactNode;
}

/**
 * Mounts a dialog parcel the first time it is opened and keeps it mounted afterwards, passing
 * `open`, `onClose` and the declared `width`, so the dialog's own closing animation and state
 * survive. Which module a dialog is comes from its remote's contributions, in the version in use.
 */
export function DialogsProvider({ children }: DialogsProviderProps) {
  const intl = useIntl();
  const snapshot = useContributions();
  const [dialogs, setDialogs] = useState<Record<string, { ref: DialogRef; open: boolean }>>({});
  const openDialog = useCallback(
    (ref: DialogRef) => {
      if (!findDialog(snapshot, ref)) {
        bus.emit('toast', { title: intl.formatMessage({ id: 'shell.remote.dialogFailed' }), type: 'error' });
        return;
      }
      setDialogs((d) => ({ ...d, [keyOf(ref)]: { ref, open: true } }));
    },
    [snapshot, intl],
  );
  const closeDialog = useCallback(
    (key: string) => setDialogs((d) => (d[key] ? { ...d, [key]: { ...d[key], open: false } } : d)),
    [],
  );
  const value = useMemo(() => ({ openDialog }), [openDialog]);
  return (
    <DialogsContext.Provider value={value}>
      {children}
      {Object.entries(dialogs).map(([key, { ref, open }]) => {
        const dialog = findDialog(snapshot, ref);
        return dialog ? <RemoteDialog key={key} dialog={dialog} open={open} onClose={closeDialog} /> : null;
      })}
    </DialogsContext.Provider>
  );
}
