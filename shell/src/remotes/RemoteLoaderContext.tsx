import { createContext, useContext, type ReactNode } from 'react';
import { remoteLoader } from './federationLoader';
import type { RemoteLoader } from './remoteLoader';

const RemoteLoaderContext = createContext<RemoteLoader>(remoteLoader);

/** The page's remote loader (Module Federation's), unless a test gives another. */
export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}

export interface RemoteLoaderProviderProps {
  loader: RemoteLoader;
  children: ReactNode;
}

export function RemoteLoaderProvider({ loader, children }: RemoteLoaderProviderProps) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}
