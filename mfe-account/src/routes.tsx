import { Route, Routes } from 'react-router-dom';
import { AreaLayout, AreaNotFound, AreaRedirect, useParcelProps, type AreaSection } from '@portal/shared-ui';
import { ApiKeysPage } from './pages/ApiKeysPage/ApiKeysPage';
import { AuditLogPage } from './pages/AuditLogPage/AuditLogPage';
import { ChangePasswordPage } from './pages/ChangePasswordPage/ChangePasswordPage';
import { EditProfilePage } from './pages/EditProfilePage/EditProfilePage';
import { LoginHistoryPage } from './pages/LoginHistoryPage/LoginHistoryPage';
import { MessageSettingsPage } from './pages/MessageSettingsPage/MessageSettingsPage';
import { SecurityPage } from './pages/SecurityPage/SecurityPage';

/** The account's tabs, in the order the area shows them (`/profile/{tab_name}`). */
const TABS: readonly (AreaSection & { element: React.ReactElement })[] = [
  { to: 'edit-profile', titleId: 'account.editProfile', element: <EditProfilePage /> },
  { to: 'change-password', titleId: 'account.changePassword', element: <ChangePasswordPage /> },
  { to: 'security', titleId: 'account.security', element: <SecurityPage /> },
  { to: 'api-keys', titleId: 'account.apiKeys', element: <ApiKeysPage /> },
  { to: 'message-settings', titleId: 'account.messageSettings', element: <MessageSettingsPage /> },
  { to: 'login-history', titleId: 'account.loginHistory', element: <LoginHistoryPage /> },
  { to: 'audit-log', titleId: 'account.auditLog', element: <AuditLogPage /> },
];

/** /profile/**: /profile itself opens the edit-profile tab. */
export function AccountRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Routes>
      <Route
        path={basePath}
        element={<AreaLayout titleId="account.title" sectionsLabelId="area.sections" sections={TABS} />}
      >
        <Route index element={<AreaRedirect to="edit-profile" />} />
        {TABS.map((tab) => (
          <Route key={tab.to} path={tab.to} element={tab.element} />
        ))}
        <Route
          path="*"
          element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />}
        />
      </Route>
    </Routes>
  );
}
