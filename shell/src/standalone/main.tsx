// The standalone page of a remote's development server (`pnpm --filter <remote> dev`): a minimal
// host that provides the shared modules (build/devServer.cjs builds it as a Module Federation host)
// and mounts the remote's `./app`. The development build defines which remote it serves.
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName } from '@portal/release';
import { configureApi } from '@portal/shared-sdk';
import { StandalonePage } from './StandalonePage';
import { createStandaloneLoader } from './standaloneLoader';

declare const STANDALONE_REMOTE: string;

const remote = STANDALONE_REMOTE;
if (!isRemoteName(remote)) throw new Error(`unknown remote ${remote}`);
// the development server answers the provider API on this origin (its sandbox)
configureApi({ baseUrl: '' });
const loader = createStandaloneLoader(
  remote,
  {
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote(id),
  },
  new URL('/remoteEntry.js', window.location.href).href,
);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(<StandalonePage remote={remote} loader={loader} />);
