import { Route, Routes } from 'react-router-dom';
import { AreaRedirect, AreaLayout, AreaNotFound, PendingSection, useParcelProps, type AreaSection } from '@portal/shared-ui';
import { FirewallPage } from './pages/FirewallPage/FirewallPage';
import { MonitoringPage } from './pages/MonitoringPage/MonitoringPage';
import { NetworksPage } from './pages/NetworksPage/NetworksPage';
import { ServerPage } from './pages/ServerPage/ServerPage';
import { ServersPage } from './pages/ServersPage/ServersPage';
import { SnapshotsPage } from './pages/SnapshotsPage/SnapshotsPage';
import { SshKeysPage } from './pages/SshKeysPage/SshKeysPage';
import { VolumesPage } from './pages/VolumesPage/VolumesPage';

const SECTIONS: readonly AreaSection[] = [
  { to: 'servers', titleId: 'cloud.servers' },
  { to: 'ssh-keys', titleId: 'cloud.sshKeys' },
  { to: 'firewall', titleId: 'cloud.firewall' },
  { to: 'snapshots', titleId: 'cloud.snapshots' },
  { to: 'volumes', titleId: 'cloud.volumes' },
];

/** Pages inside the area frame besides the sections (SPEC §2). */
const MORE_PAGES: readonly AreaSection[] = [
  { to: 'servers/create-server', titleId: 'cloud.createServer' },
  { to: 'servers/network', titleId: 'cloud.network' },
  { to: 'monitoring/:serverId', titleId: 'cloud.monitoring' },
];

/** Pages of the frame that are built (the others above still say so). */
const BUILT = new Set(['volumes', 'snapshots', 'ssh-keys', 'firewall', 'servers/network', 'monitoring/:serverId']);

/**
 * /cloud/**; /cloud itself opens the servers. The VNC console stands outside the area frame: the
 * shell mounts it in its blank layout.
 */
export function CloudRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Routes>
      <Route path={basePath}>
        <Route path="vnc-console" element={<PendingSection descriptionId="area.pending" titleId="cloud.vncConsole" />} />
        <Route element={<AreaLayout titleId="cloud.title" sectionsLabelId="area.sections" sections={SECTIONS} />}>
          <Route index element={<AreaRedirect to="servers" />} />
          <Route path="servers" element={<ServersPage />} />
          {[...SECTIONS.filter((s) => s.to !== 'servers'), ...MORE_PAGES].filter((s) => !BUILT.has(s.to)).map((s) => (
            <Route key={s.to} path={s.to} element={<PendingSection descriptionId="area.pending" titleId={s.titleId} />} />
          ))}
          <Route path="servers/:serverId" element={<ServerPage />} />
          <Route path="volumes" element={<VolumesPage />} />
          <Route path="snapshots" element={<SnapshotsPage />} />
          <Route path="ssh-keys" element={<SshKeysPage />} />
          <Route path="firewall" element={<FirewallPage />} />
          <Route path="servers/network" element={<NetworksPage />} />
          <Route path="monitoring/:serverId" element={<MonitoringPage />} />
          <Route path="*" element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />} />
        </Route>
      </Route>
    </Routes>
  );
}
