import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader } from './remoteLoader';

/** The page's one remote loader, bound to the Module Federation runtime of the shell build. */
export const remoteLoader = createRemoteLoader({
  runtime: {
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote(id),
  },
});
