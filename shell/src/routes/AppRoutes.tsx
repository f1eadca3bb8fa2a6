import { Route, Routes } from 'react-router-dom';
import { ForceSetTokenPage } from '../auth/ForceSetTokenPage';
import { GuestOnly } from '../auth/GuestOnly';
import { RequireAuth } from '../auth/RequireAuth';
import { DashboardPage } from '../dashboard/DashboardPage';
import { BlankLayout } from '../layout/BlankLayout';
import { LoginLayout } from '../layout/LoginLayout';
import { MainLayout } from '../layout/MainLayout';
import { NotFoundPage } from '../layout/NotFoundPage';
import { LoginPage } from '../login/LoginPage';
import { RemoteArea } from '../remotes/RemoteArea';

/** The shell's routes (SPEC §2); each area's own routes live in its remote under the base path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/force-set-token" element={<ForceSetTokenPage />} />
      <Route
        element={
          <GuestOnly>
            <LoginLayout />
          </GuestOnly>
        }
      >
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<BlankLayout />}>
          <Route path="/cloud/vnc-console" element={<RemoteArea remote="cloud" />} />
        </Route>
        <Route element={<MainLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="/cdn/*" element={<RemoteArea remote="cdn" />} />
          <Route path="/cloud/*" element={<RemoteArea remote="cloud" />} />
          <Route path="/support/*" element={<RemoteArea remote="support" />} />
          <Route path="/financial/*" element={<RemoteArea remote="billing" />} />
          <Route path="/profile/*" element={<RemoteArea remote="account" />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
