import { Route, Routes } from 'react-router-dom';
import { ForceSetTokenPage } from '../auth/ForceSetTokenPage';
import { LeaveForLogin } from '../auth/LeaveForLogin';
import { RequireAuth } from '../auth/RequireAuth';
import { SignedInRoutes } from './SignedInRoutes';

/** The shell's routes: /login (the lean login app's page, a full load), and the signed-in portal behind RequireAuth. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/force-set-token" element={<ForceSetTokenPage />} />
      <Route path="/login" element={<LeaveForLogin />} />
      <Route element={<RequireAuth />}>
        <Route path="*" element={<SignedInRoutes />} />
      </Route>
    </Routes>
  );
}
