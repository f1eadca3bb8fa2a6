// The cloud server's rules: states and operations, sizes, prices, names, init scripts, build progress.
export * from './serverStates';
export * from './serverTiers';
export * from './serverPrice';
export * from './serverName';
export * from './initScript';
export * from './buildProgress';
