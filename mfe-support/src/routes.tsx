import { Route, Routes } from 'react-router-dom';
import { AreaRedirect, AreaLayout, AreaNotFound, useParcelProps, type AreaSection } from '@portal/shared-ui';
import { PlansPage } from './pages/PlansPage/PlansPage';
import { TicketDetailPage } from './pages/TicketDetailPage/TicketDetailPage';
import { TicketsPage } from './pages/TicketsPage/TicketsPage';

const SECTIONS: readonly AreaSection[] = [
  { to: 'tickets', titleId: 'support.tickets' },
  { to: 'plans', titleId: 'support.plans' },
];

/** /support/**: tickets and support plans; /support itself opens the tickets. */
export function SupportRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Routes>
      <Route
        path={basePath}
        element={<AreaLayout titleId="support.title" sectionsLabelId="area.sections" sections={SECTIONS} />}
      >
        <Route index element={<AreaRedirect to="tickets" />} />
        <Route path="tickets" element={<TicketsPage />} />
        <Route path="tickets/:ticketId" element={<TicketDetailPage />} />
        <Route path="plans" element={<PlansPage />} />
        <Route
          path="*"
          element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />}
        />
      </Route>
    </Routes>
  );
}
