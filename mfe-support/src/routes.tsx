import { Navigate, Route, Routes } from 'react-router-dom';
import { useParcelProps, AreaLayout, AreaNotFound, PendingSection, type AreaSection } from '@portal/shared-ui';
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
      <Route path={basePath} element={<AreaLayout titleId="support.title" sectionsLabelId="area.sections" sections={SECTIONS} />}>
        <Route index element={<Navigate to="tickets" replace />} />
        <Route path="tickets" element={<PendingSection descriptionId="area.pending" titleId="support.tickets" />} />
        <Route path="tickets/:ticketId" element={<TicketDetailPage />} />
        <Route path="plans" element={<PendingSection descriptionId="area.pending" titleId="support.plans" />} />
        <Route path="*" element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />} />
      </Route>
    </Routes>
  );
}
