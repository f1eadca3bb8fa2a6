import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  AreaLayout,
  AreaNotFound,
  AreaRedirect,
  LoadingState,
  useParcelProps,
  type AreaSection,
} from '@portal/shared-ui';
import { FirewallPage } from './pages/FirewallPage/FirewallPage';
import { NetworksPage } from './pages/NetworksPage/NetworksPage';
import { ServerPage } from './pages/ServerPage/ServerPage';
import { ServersPage } from './pages/ServersPage/ServersPage';
import { SnapshotsPage } from './pages/SnapshotsPage/SnapshotsPage';
import { SshKeysPage } from './pages/SshKeysPage/SshKeysPage';
import { VolumesPage } from './pages/VolumesPage/VolumesPage';

// the form (with its YAML parser), the console (noVNC) and the charts load when they are opened
const CreateServerPage = lazy(() =>
  import('./pages/CreateServerPage/CreateServerPage').then((m) => ({ default: m.CreateServerPage })),
);
const VncConsolePage = lazy(() =>
  import('./pages/VncConsolePage/VncConsolePage').then((m) => ({ default: m.VncConsolePage })),
);
const MonitoringPage = lazy(() =>
  import('./pages/MonitoringPage/MonitoringPage').then((m) => ({ default: m.MonitoringPage })),
);

/** A page of the area frame: its path under /cloud, its page, and its tab when it is a section of its own. */
interface CloudPage {
  path: string;
  element: ReactNode;
  section?: string;
}

const PAGES: readonly CloudPage[] = [
  { path: 'servers', element: <ServersPage />, section: 'cloud.nav.servers' },
  { path: 'ssh-keys', element: <SshKeysPage />, section: 'cloud.sshKeys' },
  { path: 'firewall', element: <FirewallPage />, section: 'cloud.firewall' },
  { path: 'snapshots', element: <SnapshotsPage />, section: 'cloud.snapshots' },
  { path: 'volumes', element: <VolumesPage />, section: 'cloud.volumes' },
  { path: 'servers/create-server', element: <CreateServerPage /> },
  { path: 'servers/network', element: <NetworksPage /> },
  { path: 'servers/:serverId', element: <ServerPage /> },
  { path: 'monitoring/:serverId', element: <MonitoringPage /> },
];

const SECTIONS: readonly AreaSection[] = PAGES.filter((p) => p.section).map((p) => ({
  to: p.path,
  titleId: p.section as string,
}));

/**
 * /cloud/**; /cloud itself opens the servers. The VNC console stands outside the area frame: the
 * shell mounts it in its blank layout.
 */
export function CloudRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path={basePath}>
          <Route path="vnc-console" element={<VncConsolePage />} />
          <Route
            element={<AreaLayout titleId="cloud.title" sectionsLabelId="area.sections" sections={SECTIONS} />}
          >
            <Route index element={<AreaRedirect to="servers" />} />
            {PAGES.map((p) => (
              <Route key={p.path} path={p.path} element={p.element} />
            ))}
            <Route
              path="*"
              element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />}
            />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
