import { useParams } from 'react-router-dom';
import { PendingSection } from '@portal/shared-ui';

/** /support/tickets/{ticket_id}: the conversation arrives with the support issue. */
export function TicketDetailPage() {
  const { ticketId = '' } = useParams();
  return <PendingSection descriptionId="area.pending" titleId="support.ticketDetail" titleValues={{ ticketId }} />;
}
