import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { forgetReturnAddress, peekReturnAddress } from '../session/returnAddress';
import { useSessionSnapshot } from '../session/useSessionSnapshot';

export interface GuestOnlyProps {
  children: ReactNode;
}

/**
 * Pages for signed-out visitors only: a signed-in user on /login goes to the address a 401 sent
 * them away from (kept for this tab), else to /.
 */
export function GuestOnly({ children }: GuestOnlyProps) {
  const { token } = useSessionSnapshot();
  const target = token ? (peekReturnAddress() ?? '/') : null;
  useEffect(() => {
    if (target) forgetReturnAddress();
  }, [target]);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
