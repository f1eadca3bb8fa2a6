import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export type PortalNavigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => void;

/**
 * react-router's navigate behind a stable identity: parcels keep the function they were mounted
 * with, so it must keep working after the shell re-renders.
 */
export function useStableNavigate(): PortalNavigate {
  const navigate = useNavigate();
  const ref = useRef(navigate);
  ref.current = navigate;
  return useCallback<PortalNavigate>((to, opts) => {
    void ref.current(to, { replace: opts?.replace, state: opts?.state });
  }, []);
}
