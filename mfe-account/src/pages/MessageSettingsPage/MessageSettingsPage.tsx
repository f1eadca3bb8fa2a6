import { FormattedMessage, useIntl } from 'react-intl';
import { NOTIFICATION_CHANNELS, NOTIFICATION_GROUPS, type NotificationChannel } from '@portal/api-account';
import {
  Card,
  Checkbox,
  Heading,
  QueryView,
  SimpleGrid,
  Stack,
  Table,
  showToast,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useNotificationPreferencesQuery } from '../../data/notifications/notification-preferences-query';
import { useNotificationToggleMutation } from '../../data/notifications/notification-toggle-mutation';

/**
 * /profile/message-settings: per event of ticketing, financial, server and domain, a toggle for SMS
 * and for e-mail, each saved at once ("Settings successfully applied"; a refusal puts it back).
 */
export function MessageSettingsPage() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const query = useNotificationPreferencesQuery();
  const toggle = useNotificationToggleMutation();
  const change = (event: string, channel: NotificationChannel, enabled: boolean) =>
    toggle.mutate(
      { event, channel, enabled },
      {
        onSuccess: () => showToast({ title: intl.formatMessage({ id: 'account.settingsApplied' }) }),
        onError: (error) => showToast({ type: 'error', title: errorMessage(error) }),
      },
    );

  return (
    <QueryView query={query}>
      {(preferences) => (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" maxW="5xl">
          {NOTIFICATION_GROUPS.map((group) => (
            <Card.Root key={group} variant="outline" as="section" aria-labelledby={`notify-${group}`}>
              <Card.Header>
                <Heading as="h2" size="sm" id={`notify-${group}`}>
                  <FormattedMessage id={`account.notify.group.${group}`} />
                </Heading>
              </Card.Header>
              <Card.Body pt="0">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>
                        <FormattedMessage id="account.notify.event" />
                      </Table.ColumnHeader>
                      {NOTIFICATION_CHANNELS.map((c) => (
                        <Table.ColumnHeader key={c} textAlign="center" w="5rem">
                          <FormattedMessage id={`account.notify.channel.${c}`} />
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {preferences
                      .filter((p) => p.group === group)
                      .map((p) => (
                        <Table.Row key={p.event}>
                          <Table.Cell>
                            <FormattedMessage id={`account.notify.event.${p.event}`} />
                          </Table.Cell>
                          {NOTIFICATION_CHANNELS.map((c) => (
                            <Table.Cell key={c} textAlign="center">
                              <Stack align="center">
                                <Checkbox.Root
                                  colorPalette="brand"
                                  checked={p[c]}
                                  onCheckedChange={(e) => change(p.event, c, e.checked === true)}
                                >
                                  <Checkbox.HiddenInput
                                    aria-label={intl.formatMessage(
                                      { id: 'account.notify.toggle' },
                                      {
                                        event: intl.formatMessage({ id: `account.notify.event.${p.event}` }),
                                        channel: intl.formatMessage({ id: `account.notify.channel.${c}` }),
                                      },
                                    )}
                                    data-event={p.event}
                                    data-channel={c}
                                  />
                                  <Checkbox.Control />
                                </Checkbox.Root>
                              </Stack>
                            </Table.Cell>
                          ))}
                        </Table.Row>
                      ))}
                  </Table.Body>
                </Table.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </QueryView>
  );
}
