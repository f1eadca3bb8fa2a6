import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SCROLL_AREA_HEIGHT_PX } from '@portal/shared-sdk';
import {
  Box,
  Button,
  Card,
  DateText,
  EmptyState,
  ErrorState,
  Flex,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  TruncatedText,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useTicketsQuery } from '../../data/tickets/tickets-query';
import { latestTicketRows } from './latestTicketRows';

export interface LatestTicketsProps {
  /** opens the new-ticket dialog (the shell's, from the dashboard) */
  onNewTicket?: () => void;
}

/** Dashboard card: the latest tickets, answered or awaiting reply, each opening its page. */
export function LatestTickets({ onNewTicket }: LatestTicketsProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const query = useTicketsQuery();
  const rows = latestTicketRows(query.data);

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="3" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="shine" height="8" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else if (rows.length === 0) {
    body = <EmptyState title={intl.formatMessage({ id: 'support.tickets.empty' })} />;
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={intl.formatMessage({ id: 'support.latest.title' })}>
        {rows.map((ticket) => (
          <li key={ticket.id}>
            <Link asChild display="flex" gap="3" alignItems="center" px="2" py="2" rounded="md" textDecoration="none" color="fg" _hover={{ bg: 'bg.muted' }}>
              <RouterLink to={`/support/tickets/${ticket.id}`}>
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
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Card.Root>
      <Card.Header>
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" flex="1">
            <FormattedMessage id="support.latest.title" />
          </Heading>
          <HStack gap="2">
            {onNewTicket && (
              <Button size="sm" colorPalette="brand" onClick={onNewTicket}>
                <FormattedMessage id="support.action.newTicket" />
              </Button>
            )}
            <Button size="sm" variant="outline" asChild>
              <RouterLink to="/support/tickets">
                <FormattedMessage id="support.latest.all" />
              </RouterLink>
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        {/* the tickets scroll area is 210 px */}
        <Box maxH={`${SCROLL_AREA_HEIGHT_PX.tickets}px`} minH={`${SCROLL_AREA_HEIGHT_PX.tickets}px`} overflowY="auto" data-testid="latest-tickets-scroll">
          {body}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
