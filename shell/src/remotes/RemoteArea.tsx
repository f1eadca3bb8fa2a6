import { REMOTES, type RemoteName } from '@portal/release';
import { ParcelHost } from './ParcelHost';

export interface RemoteAreaProps {
  remote: RemoteName;
}

/** A product area: the remote's `./app` parcel under its base path. */
export function RemoteArea({ remote }: RemoteAreaProps) {
  return <ParcelHost key={remote} remote={remote} module="./app" basePath={REMOTES[remote].basePath} />;
}
