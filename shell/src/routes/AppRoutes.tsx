import { Route, Routes } from 'react-router-dom';
import { ForceSetTokenPage } from '../auth/ForceSetTokenPage';
import { GuestOnly } from '../auth/GuestOnly';
import { RequireAuth } from '../auth/RequireAuth';
import { LoginLayout } from '../layout/LoginLayout';
import { LoginPage } from '../login/LoginPage';
import { SignedInRoutes } from './SignedInRoutes';

/** The shell's routes: the login page, and the signed-in portal behind RequireAuth. */
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
        <Route path="*" element={<SignedInRoutes />} />
      </Route>
    </Routes>
  );
}
