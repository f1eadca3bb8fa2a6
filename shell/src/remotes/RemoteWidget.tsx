import { ParcelHost } from './ParcelHost';
import { REMOTES, type RemoteName } from '@portal/release';

export interface RemoteWidgetProps {
  remote: RemoteName;
  /** the widget's name, mounted from `<remote>/widgets/<name>` */
  name: string;
  widgetProps?: Record<string, unknown>;
}

/** A dashboard card from a remote; a quiet card if the remote does not expose it (yet). */
export function RemoteWidget({ remote, name, widgetProps }: RemoteWidgetProps) {
  return (
    <ParcelHost
      remote={remote}
      module={`./widgets/${name}`}
      basePath={REMOTES[remote].basePath}
      widgetProps={widgetProps}
      variant="widget"
    />
  );
}
