import { useMemo } from 'react';
import { REMOTES, type RemoteName } from '@portal/release';
import { dialogByName } from '../contributions/dashboardParts';
import { useContributions } from '../contributions/useContributions';
import { useDialogs } from './DialogsContext';
import { ParcelHost, type ParcelHostStatus } from './ParcelHost';

export interface RemoteWidgetProps {
  remote: RemoteName;
  /** the exposed module, `./widgets/<Name>` */
  module: string;
  /** more props for the widget (a slot's own, e.g. `onEmptyChange`); memoise them */
  extraProps?: Record<string, unknown>;
  onStateChange?: (status: ParcelHostStatus) => void;
}

/**
 * A dashboard card a remote contributes; a quiet card if its remote fails. The card may open a
 * dialog by name (`openDialog('AddBalance')`): its own remote's first, else any remote's.
 */
export function RemoteWidget({ remote, module, extraProps, onStateChange }: RemoteWidgetProps) {
  const snapshot = useContributions();
  const { openDialog } = useDialogs();
  const widgetProps = useMemo(
    () => ({
      openDialog: (name: unknown) => {
        const ref = typeof name === 'string' ? dialogByName(snapshot, remote, name) : null;
        if (ref) openDialog(ref);
      },
      ...extraProps,
    }),
    [snapshot, remote, openDialog, extraProps],
  );
  return (
    <ParcelHost
      remote={remote}
      module={module}
      basePath={REMOTES[remote].basePath}
      widgetProps={widgetProps}
      variant="widget"
      onStateChange={onStateChange}
    />
  );
}
