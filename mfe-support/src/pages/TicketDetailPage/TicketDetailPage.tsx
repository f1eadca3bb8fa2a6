import { useParams } from 'react-router-dom';
import { PendingSection } from '../../area/PendingSection';

/** /support/tickets/{ticket_id}: the conversation arrives with the support issue. */
export function TicketDetailPage() {
  const { ticketId = '' } = useParams();
  return <PendingSection titleId="support.ticketDetail" titleValues={{ ticketId }} />;
}
