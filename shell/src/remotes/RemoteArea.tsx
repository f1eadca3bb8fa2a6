import { ParcelHost } from './ParcelHost';
import { REMOTES, type RemoteName } from '@portal/release';

export interface RemoteAreaProps {
  remote: RemoteName;
}

/** A product area: the remote's `./app` parcel under its base path. */
export function RemoteArea({ remote }: RemoteAreaProps) {
  return <ParcelHost key={remote} remote={remote} module="./app" basePath={REMOTES[remote].basePath} />;
}
