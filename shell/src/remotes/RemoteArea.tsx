import { useLocation } from 'react-router-dom';
import { REMOTES, type RemoteName } from '@portal/release';
import { deniedPermission } from '../contributions/gates';
import { useAllContributions, useSessionPermissions } from '../contributions/useContributions';
import { ForbiddenPage } from '../layout/ForbiddenPage';
import { ParcelHost } from './ParcelHost';

export interface RemoteAreaProps {
  remote: RemoteName;
}

/**
 * A product area: the remote's `./app` parcel under its base path; the 403 message instead when the
 * page's route is gated by a permission the session lacks.
 */
export function RemoteArea({ remote }: RemoteAreaProps) {
  const { pathname } = useLocation();
  const denied = deniedPermission(pathname, useAllContributions(), useSessionPermissions());
  if (denied) return <ForbiddenPage permission={denied} />;
  return <ParcelHost key={remote} remote={remote} module="./app" basePath={REMOTES[remote].basePath} />;
}
