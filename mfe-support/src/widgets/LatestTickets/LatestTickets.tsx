import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SCROLL_AREA_HEIGHT_PX } from '@portal/shared-sdk';
import {
  Button,
  Card,
  DateText,
  Heading,
  Link,
  ResourceListWidget,
  StatusBadge,
  Text,
  TruncatedText,
  useParcelProps,
} from '@portal/shared-ui';
import { useTicketsQuery } from '../../data/tickets/tickets-query';
import { latestTicketRows } from './latestTicketRows';

export interface LatestTicketsProps {
  /** opens the new-ticket dialog (the shell's, from the dashboard) */
  onNewTicket: () => void;
}

/**
 * Dashboard card: the latest open tickets, answered or awaiting reply, each opening its page, on the
 * dashboard's list widget like the domains and servers (loading, failure, empty, the 210 px scroll
 * area, the whole list and the add action under it).
 */
export function LatestTickets({ onNewTicket }: LatestTicketsProps) {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  const query = useTicketsQuery(latestTicketRows);
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Card.Root as="section" aria-labelledby="latest-tickets-title">
      <Card.Header>
        <Heading as="h2" size="md" id="latest-tickets-title">
          <FormattedMessage id="support.latest.title" />
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <ResourceListWidget
          query={query}
          loadFailedId="support.error.generic"
          emptyTitle={t('support.tickets.empty')}
          label={t('support.latest.title')}
          maxHeight={SCROLL_AREA_HEIGHT_PX.tickets}
          testId="latest-tickets-scroll"
          itemKey={(ticket) => ticket.id}
          add={
            <Button size="sm" colorPalette="brand" onClick={onNewTicket}>
              {t('support.action.newTicket')}
            </Button>
          }
          allLink={
            <Button size="sm" variant="outline" asChild>
              <RouterLink to={`${basePath}/tickets`}>{t('support.latest.all')}</RouterLink>
            </Button>
          }
        >
          {(ticket) => (
            // the whole row opens the ticket: its number, subject, last activity and state
            <Link
              asChild
              flex="1"
              minW="0"
              display="flex"
              gap="3"
              alignItems="center"
              textDecoration="none"
              color="fg"
            >
              <RouterLink to={`${basePath}/tickets/${ticket.id}`}>
                <Text as="span" color="fg.muted" fontSize="sm" minW="8">
                  <bdi>{`#${ticket.id}`}</bdi>
                </Text>
                {/* cut at the subject's own end, a domain in it kept left to right */}
                <TruncatedText text={ticket.subject} flex="1" />
                <Text as="span" fontSize="xs" color="fg.muted" hideBelow="sm">
                  <DateText value={ticket.updated_at} />
                </Text>
                <StatusBadge kind="ticket" status={ticket.status_summery} />
              </RouterLink>
            </Link>
          )}
        </ResourceListWidget>
      </Card.Body>
    </Card.Root>
  );
}
