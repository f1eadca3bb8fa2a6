import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  ChevronRightIcon,
  DirectionalIcon,
  Heading,
  Link,
  QueryView,
  Separator,
  Stack,
  useParcelProps,
} from '@portal/shared-ui';
import { useTicketDetailQuery } from '../../data/tickets/ticket-detail-query';
import { ReplyCard } from './ReplyCard';
import { ReplyForm } from './ReplyForm';
import { TicketHeader } from './TicketHeader';

/** /support/tickets/{ticket_id}: the conversation, the reply form, close and reopen. */
export function TicketDetailPage() {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  const { ticketId = '' } = useParams();
  const id = Number(ticketId);
  const query = useTicketDetailQuery(Number.isInteger(id) && id > 0 ? id : 0);

  return (
    <Stack gap="4">
      <Link asChild alignSelf="flex-start" fontSize="sm" color="fg.muted">
        <RouterLink to={`${basePath}/tickets`}>
          <DirectionalIcon icon={ChevronRightIcon} towards="backward" size={16} aria-hidden />
          <FormattedMessage id="support.detail.back" />
        </RouterLink>
      </Link>
      <QueryView query={query}>
        {({ ticket }) => (
          <Box>
            <TicketHeader ticket={ticket} />
            <Stack
              as="section"
              gap="3"
              aria-label={intl.formatMessage({ id: 'support.detail.conversation' })}
            >
              {ticket.replies.map((reply) => (
                <ReplyCard key={reply.id} reply={reply} ticketId={ticket.id} />
              ))}
            </Stack>
            <Separator my="6" />
            {ticket.status === 'closed' ? (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>
                  <FormattedMessage id="support.detail.closedNotice" />
                </Alert.Title>
              </Alert.Root>
            ) : (
              <Stack gap="3">
                <Heading as="h3" size="md">
                  <FormattedMessage id="support.reply.title" />
                </Heading>
                <ReplyForm key={ticket.id} ticketId={ticket.id} />
              </Stack>
            )}
          </Box>
        )}
      </QueryView>
    </Stack>
  );
}
