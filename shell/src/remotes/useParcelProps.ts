import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { bus, type ParcelProps, type SessionSnapshot } from '@portal/shared-sdk';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { useStableNavigate } from './useStableNavigate';

/** The contract props every parcel gets (docs/CONTRACTS.md), from what the shell knows. */
export function parcelProps({
  basePath,
  session,
  location,
  navigate,
  docsUrl,
}: Pick<ParcelProps, 'basePath' | 'location' | 'navigate' | 'docsUrl'> & {
  session: SessionSnapshot;
}): ParcelProps {
  return { basePath, locale: session.locale, session, bus, location, navigate, docsUrl };
}

/** The contract props every parcel gets (docs/CONTRACTS.md), new only when one of them changes. */
export function useParcelProps(basePath: string): ParcelProps {
  const location = useLocation();
  const navigate = useStableNavigate();
  const session = useSessionSnapshot();
  const { docsUrl } = useRuntimeConfig();
  const { pathname, search, hash, state, key } = location;
  const parcelLocation = useMemo(
    () => ({ pathname, search, hash, state, key }),
    [pathname, search, hash, state, key],
  );
  return useMemo(
    () => parcelProps({ basePath, session, location: parcelLocation, navigate, docsUrl }),
    [basePath, session, parcelLocation, navigate, docsUrl],
  );
}
