import { Navigate, Route, Routes } from 'react-router-dom';
import { useParcelProps } from '@portal/shared-ui';
import { AreaLayout } from './area/AreaLayout';
import { AreaNotFound } from './area/AreaNotFound';
import { PendingSection } from './area/PendingSection';
import type { AreaSection } from './area/SectionNav';
import { TicketDetailPage } from './pages/TicketDetailPage/TicketDetailPage';

const SECTIONS: readonly AreaSection[] = [
  { to: 'tickets', titleId: 'support.tickets' },
  { to: 'plans', titleId: 'support.plans' },
];

/** /support/**: tickets and support plans (SPEC §2); /support itself opens the tickets. */
export function SupportRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Routes>
      <Route path={basePath} element={<AreaLayout titleId="support.title" sections={SECTIONS} />}>
        <Route index element={<Navigate to="tickets" replace />} />
        <Route path="tickets" element={<PendingSection titleId="support.tickets" />} />
        <Route path="tickets/:ticketId" element={<TicketDetailPage />} />
        <Route path="plans" element={<PendingSection titleId="support.plans" />} />
        <Route path="*" element={<AreaNotFound />} />
      </Route>
    </Routes>
  );
}
