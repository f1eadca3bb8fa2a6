import { REMOTES, type RemoteName } from '@portal/release';
import type { FederationRuntime, ParcelLoader } from '../remotes/loaderTypes';
import { DEV_VERSION } from '../remotes/devOverride';
import { remoteModuleId, toLifecycles } from '../remotes/moduleCache';

/**
 * Where the standalone page gets the remote's parcels: the container of the development server it
 * is served by (`remoteEntry.js` beside the page), registered once; a failed load is forgotten and
 * registered again with force, so the page's retry works after the server recovers.
 */
export function createStandaloneLoader(
  remote: RemoteName,
  runtime: Pick<FederationRuntime, 'registerRemotes' | 'loadRemote'>,
  entry: string,
): ParcelLoader {
  const { container } = REMOTES[remote];
  let registered: 'no' | 'yes' | 'again' = 'no';
  return {
    async load(name, module) {
      if (name !== remote) throw new Error(`this page serves ${remote} only, not ${name}`);
      if (registered !== 'yes')
        runtime.registerRemotes(
          [{ name: container, entry }],
          registered === 'again' ? { force: true } : undefined,
        );
      registered = 'yes';
      const config = toLifecycles(await runtime.loadRemote<unknown>(remoteModuleId(remote, module)));
      if (!config) throw new Error(`${remoteModuleId(remote, module)} is not a parcel`);
      return { config, version: DEV_VERSION, channel: 'dev' };
    },
    reset() {
      registered = 'again';
    },
  };
}
