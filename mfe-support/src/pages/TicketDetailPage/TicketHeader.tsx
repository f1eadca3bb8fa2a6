import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TicketDetail } from '@portal/api-support';
import {
  Button,
  ConfirmDialog,
  DateText,
  Flex,
  Heading,
  HStack,
  Stack,
  StatusBadge,
  Text,
  showToast,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useTicketCloseMutation } from '../../data/tickets/ticket-close-mutation';
import { useTicketOpenMutation } from '../../data/tickets/ticket-open-mutation';

export interface TicketHeaderProps {
  ticket: TicketDetail;
}

/** The ticket's subject, state and facts, with close (after a confirmation) or reopen. */
export function TicketHeader({ ticket }: TicketHeaderProps) {
  const intl = useIntl();
  const close = useTicketCloseMutation();
  const reopen = useTicketOpenMutation();
  const [confirming, setConfirming] = useState(false);
  const errorMessage = useApiErrorMessage();
  const toastError = (error: unknown) =>
    showToast({ type: 'error', title: errorMessage(error, 'support.error.generic') });
  const closed = ticket.status === 'closed';

  return (
    <Stack gap="3" mb="6">
      <Flex gap="3" align={{ base: 'stretch', md: 'flex-start' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="2" flex="1" minW="0">
          <Heading as="h2" size="lg" wordBreak="break-word">
            <bdi>{ticket.subject}</bdi>
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Text color="fg.muted" fontSize="sm">
              <bdi>{`#${ticket.id}`}</bdi>
            </Text>
            <StatusBadge kind="ticket" status={ticket.status} />
            {!closed && <StatusBadge kind="ticket" status={ticket.status_summery} />}
          </HStack>
        </Stack>
        {closed ? (
          <Button
            colorPalette="brand"
            loading={reopen.isPending}
            onClick={() =>
              reopen.mutate(
                { ticketId: ticket.id },
                { onSuccess: ({ message }) => showToast({ title: message }), onError: toastError },
              )
            }
          >
            <FormattedMessage id="support.action.reopen" />
          </Button>
        ) : (
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            <FormattedMessage id="support.action.close" />
          </Button>
        )}
      </Flex>
      <Flex as="dl" gap={{ base: '2', md: '6' }} wrap="wrap" fontSize="sm">
        <Fact label={intl.formatMessage({ id: 'support.column.department' })}>{ticket.department_name}</Fact>
        {/* named, not a bare badge: "High" beside the state badges did not say what it was */}
        <Fact label={intl.formatMessage({ id: 'support.field.priority' })}>
          <FormattedMessage id={`support.priority.${ticket.priority}`} />
        </Fact>
        {ticket.resource && (
          <Fact label={intl.formatMessage({ id: 'support.field.resource' })}>
            <bdi>{ticket.resource.name}</bdi>
          </Fact>
        )}
        <Fact label={intl.formatMessage({ id: 'support.column.sendDate' })}>
          <DateText value={ticket.created_at} time />
        </Fact>
      </Flex>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'support.close.title' })}
        confirmLabel={intl.formatMessage({ id: 'support.action.close' })}
        danger
        loading={close.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          close.mutate(
            { ticketId: ticket.id },
            {
              onSuccess: ({ message }) => {
                setConfirming(false);
                showToast({ title: message });
              },
              onError: toastError,
            },
          )
        }
      >
        <FormattedMessage id="support.close.body" />
      </ConfirmDialog>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="1">
      <Text as="dt" color="fg.muted">
        {label}:
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </HStack>
  );
}
