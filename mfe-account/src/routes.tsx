import { Route, Routes } from 'react-router-dom';
import { AreaRedirect, useParcelProps, AreaLayout, AreaNotFound, PendingSection, type AreaSection } from '@portal/shared-ui';
import { EditProfilePage } from './pages/EditProfilePage/EditProfilePage';

/** The profile tabs (SPEC §2 user menu and /profile/{tab_name}); edit-profile is built here, the rest later. */
const TABS: readonly AreaSection[] = [
  { to: 'edit-profile', titleId: 'account.editProfile' },
  { to: 'change-password', titleId: 'account.changePassword' },
  { to: 'api-keys', titleId: 'account.apiKeys' },
  { to: 'message-settings', titleId: 'account.messageSettings' },
  { to: 'security', titleId: 'account.security' },
  { to: 'audit-log', titleId: 'account.auditLog' },
];
const PENDING_TABS = TABS.slice(1);

/** /profile/**: /profile itself opens the edit-profile tab. */
export function AccountRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Routes>
      <Route path={basePath} element={<AreaLayout titleId="account.title" sectionsLabelId="area.sections" sections={TABS} />}>
        <Route index element={<AreaRedirect to="edit-profile" />} />
        <Route path="edit-profile" element={<EditProfilePage />} />
        {PENDING_TABS.map((tab) => (
          <Route key={tab.to} path={tab.to} element={<PendingSection descriptionId="area.pending" titleId={tab.titleId} />} />
        ))}
        <Route path="*" element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />} />
      </Route>
    </Routes>
  );
}
