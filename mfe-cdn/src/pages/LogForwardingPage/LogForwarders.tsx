import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LogForwarder } from '@portal/shared-sdk';
import { Button, ConfirmDialog, EmptyState, HStack, QueryView, Stack, Table } from '@portal/shared-ui';
import { useLogForwarderDeleteMutation } from '../../data/logForwarders/log-forwarder-delete-mutation';
import { useLogForwardersQuery } from '../../data/logForwarders/log-forwarders-query';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { LogForwarderForm } from './LogForwarderForm';

/** The domain's forwarders in a table, the form to add or edit one, deletion after a confirmation. */
export function LogForwarders({ domainId }: { domainId: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const query = useLogForwardersQuery(domainId);
  const remove = useConfirmedDelete(useLogForwarderDeleteMutation(), (forwarder: LogForwarder) => ({ domainId, forwarderId: forwarder.id }));
  const [editing, setEditing] = useState<LogForwarder | 'new' | null>(null);

  return (
    <Stack gap="4">
      {editing === null ? (
        <HStack>
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            {t('cdn.logForwarding.add')}
          </Button>
        </HStack>
      ) : (
        <LogForwarderForm key={editing === 'new' ? 'new' : editing.id} domainId={domainId} forwarder={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      )}
      <QueryView query={query}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('cdn.logForwarding.empty')} />
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label={t('cdn.logForwarding.title')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('cdn.logForwarding.service')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('cdn.logForwarding.receiver')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('cdn.logForwarding.line')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('cdn.logForwarding.actions')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.map((f) => (
                    <Table.Row key={f.id}>
                      <Table.Cell>{t(`cdn.logForwarding.service.${f.service}`)}</Table.Cell>
                      <Table.Cell>
                        <bdi dir="ltr">{f.receiver}</bdi>
                      </Table.Cell>
                      <Table.Cell>
                        <bdi dir="ltr">{f.parameters.join(f.delimiter)}</bdi>
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="2">
                          <Button size="xs" variant="outline" onClick={() => setEditing(f)} aria-label={t('cdn.logForwarding.editNamed', { receiver: f.receiver })}>
                            {t('cdn.logForwarding.editShort')}
                          </Button>
                          <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove.ask(f)} aria-label={t('cdn.logForwarding.deleteNamed', { receiver: f.receiver })}>
                            {t('cdn.logForwarding.delete')}
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )
        }
      </QueryView>
      <ConfirmDialog
        {...remove.dialog}
        danger
        title={t('cdn.logForwarding.deleteTitle')}
        confirmLabel={t('cdn.logForwarding.delete')}
      >
        {remove.target && t('cdn.logForwarding.deleteBody', { receiver: <bdi key="r" dir="ltr">{remove.target.receiver}</bdi> })}
      </ConfirmDialog>
    </Stack>
  );
}
