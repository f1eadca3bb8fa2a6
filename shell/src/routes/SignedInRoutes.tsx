import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { REMOTES, REMOTE_NAMES } from '@portal/release';
import { blankRoutes, outsideRoutes } from '../contributions/blankRoutes';
import { useAllContributions, useContributionsFor } from '../contributions/useContributions';
import { DashboardPage } from '../dashboard/DashboardPage';
import { BlankLayout } from '../layout/BlankLayout';
import { MainLayout } from '../layout/MainLayout';
import { NotFoundPage } from '../layout/NotFoundPage';
import { RemoteArea } from '../remotes/RemoteArea';

/**
 * The signed-in portal: the dashboard, each remote's area under its base path (the registry's), the
 * pages remotes declare with the blank layout or outside every base path, and the not-found page. Its menus, titles, tiles,
 * widgets and dialogs come from the remotes' contributions, chosen here for the signed-in customer.
 */
export function SignedInRoutes() {
  useContributionsFor();
  // every page, gated or not: a gated page is routed, and shows the 403 message to a session without its permission
  const snapshot = useAllContributions();
  const blank = useMemo(() => blankRoutes(snapshot), [snapshot]);
  const outside = useMemo(() => outsideRoutes(snapshot), [snapshot]);
  return (
    <Routes>
      <Route element={<BlankLayout />}>
        {blank.map(({ remote, path }) => (
          <Route key={`${remote}:${path}`} path={path} element={<RemoteArea remote={remote} />} />
        ))}
      </Route>
      <Route element={<MainLayout />}>
        <Route index element={<DashboardPage />} />
        {REMOTE_NAMES.map((remote) => (
          <Route
            key={remote}
            path={`${REMOTES[remote].basePath}/*`}
            element={<RemoteArea remote={remote} />}
          />
        ))}
        {outside.map(({ remote, path }) => (
          <Route key={`${remote}:${path}`} path={path} element={<RemoteArea remote={remote} />} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
