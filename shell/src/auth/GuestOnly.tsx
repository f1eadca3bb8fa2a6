import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionSnapshot } from '../session/useSessionSnapshot';

export interface GuestOnlyProps {
  children: ReactNode;
}

/** Pages for signed-out visitors only: a signed-in user on /login goes to /. */
export function GuestOnly({ children }: GuestOnlyProps) {
  const { token } = useSessionSnapshot();
  return token ? <Navigate to="/" replace /> : <>{children}</>;
}
