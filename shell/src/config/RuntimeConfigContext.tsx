import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_CONFIG, type RuntimeConfig } from './runtimeConfig';

const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULT_CONFIG);

export interface RuntimeConfigProviderProps {
  config: RuntimeConfig;
  children: ReactNode;
}

export function RuntimeConfigProvider({ config, children }: RuntimeConfigProviderProps) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
