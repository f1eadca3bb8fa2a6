import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ParcelHost } from './ParcelHost';
import { DIALOGS, type DialogName } from './dialogs';
import { REMOTES } from '@portal/release';

interface DialogsValue {
  openDialog: (name: DialogName) => void;
}

const DialogsContext = createContext<DialogsValue>({ openDialog: () => undefined });

/** Opens a remote dialog (menus, dashboard widgets). */
export function useDialogs(): DialogsValue {
  return useContext(DialogsContext);
}

interface RemoteDialogProps {
  name: DialogName;
  open: boolean;
  onClose: (name: DialogName) => void;
}

function RemoteDialog({ name, open, onClose }: RemoteDialogProps) {
  const { remote, module } = DIALOGS[name];
  const widgetProps = useMemo(() => ({ open, onClose: () => onClose(name) }), [open, onClose, name]);
  return (
    <ParcelHost
      remote={remote}
      module={module}
      basePath={REMOTES[remote].basePath}
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
 * `open`/`onClose`, so the dialog's own closing animation and state survive.
 */
export function DialogsProvider({ children }: DialogsProviderProps) {
  const [dialogs, setDialogs] = useState<Partial<Record<DialogName, boolean>>>({});
  const openDialog = useCallback((name: DialogName) => setDialogs((d) => ({ ...d, [name]: true })), []);
  const closeDialog = useCallback((name: DialogName) => setDialogs((d) => ({ ...d, [name]: false })), []);
  const value = useMemo(() => ({ openDialog }), [openDialog]);
  return (
    <DialogsContext.Provider value={value}>
      {children}
      {(Object.keys(dialogs) as DialogName[]).map((name) => (
        <RemoteDialog key={name} name={name} open={dialogs[name] ?? false} onClose={closeDialog} />
      ))}
    </DialogsContext.Provider>
  );
}
