import { useContext } from 'react';
import { Navigate, createPath, useResolvedPath } from 'react-router-dom';
import { WarmUpContext } from '../parcel/WarmUpContext';

export interface AreaRedirectProps {
  /** where the area sends this address instead, relative to the route like Navigate's `to` */
  to: string;
}

/**
 * An area address that stands for another (e.g. `/financial` opens its first tab): replaces the
 * address like `<Navigate to replace />`. In a warm-up render, where no effect runs, it names the
 * page instead, so warming the link warms the page the click really ends on.
 */
export function AreaRedirect({ to }: AreaRedirectProps) {
  const warmUp = useContext(WarmUpContext);
  const target = useResolvedPath(to);
  if (warmUp) {
    warmUp.follow(createPath(target));
    return null;
  }
  return <Navigate to={to} replace />;
}
