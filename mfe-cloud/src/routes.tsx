import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaLayout, AreaNotFound, AreaRedirect, LoadingState, useParcelProps, type AreaSection } from '@portal/shared-ui';
import { ServerPage } from './pages/ServerPage/ServerPage';
import { ServersPage } from './pages/ServersPage/ServersPage';

// the form (with its YAML parser) and the console (noVNC) load when they are opened
const CreateServerPage = lazy(() => import('./pages/CreateServerPage/CreateServerPage').then((m) => ({ default: m.CreateServerPage })));
const VncConsolePage = lazy(() => import('./pages/VncConsolePage/VncConsolePage').then((m) => ({ default: m.VncConsolePage })));

/** A page of the area frame: its path under /cloud, its page, and its tab when it is a section of its own. */
interface CloudPage {
  path: string;
  element: ReactNode;
  section?: string;
}

const PAGES: readonly CloudPage[] = [
  { path: 'servers', element: <ServersPage />, section: 'cloud.nav.servers' },
  { path: 'servers/create-server', element: <CreateServerPage /> },
  { path: 'servers/:serverId', element: <ServerPage /> },
];

const SECTIONS: readonly AreaSection[] = PAGES.filter((p) => p.section).map((p) => ({ to: p.path, titleId: p.section as string }));

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
          <Route element={<AreaLayout titleId="cloud.title" sectionsLabelId="area.sections" sections={SECTIONS} />}>
            <Route index element={<AreaRedirect to="servers" />} />
            {PAGES.map((p) => (
              <Route key={p.path} path={p.path} element={p.element} />
            ))}
            <Route path="*" element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
