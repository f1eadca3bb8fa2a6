import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LogForwarder } from '@portal/api-cdn';
import { Button, HStack, QueryView, Stack, useJustAdded } from '@portal/shared-ui';
import { useLogForwarderDeleteMutation } from '../../data/logForwarders/log-forwarder-delete-mutation';
import { useLogForwardersQuery } from '../../data/logForwarders/log-forwarders-query';
import { RuleTable } from '../../components/RuleTable';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { LogForwarderForm } from './LogForwarderForm';

/** The domain's forwarders in a table, the form to add or edit one, deletion after a confirmation. */
export function LogForwarders({ domainId }: { domainId: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const query = useLogForwardersQuery(domainId);
  const remove = useConfirmedDelete(useLogForwarderDeleteMutation(), (forwarder: LogForwarder) => ({
    domainId,
    forwarderId: forwarder.id,
  }));
  const [editing, setEditing] = useState<LogForwarder | 'new' | null>(null);
  const highlight = useJustAdded();
  const done = (saved?: LogForwarder) => {
    setEditing(null);
    if (saved) highlight.show([saved.id]);
  };

  return (
    <Stack gap="4">
      {editing === null ? (
        <HStack>
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            {t('cdn.logForwarding.add')}
          </Button>
        </HStack>
      ) : (
        <LogForwarderForm
          key={editing === 'new' ? 'new' : editing.id}
          domainId={domainId}
          forwarder={editing === 'new' ? undefined : editing}
          onDone={done}
        />
      )}
      <QueryView query={query}>
        {(list) => (
          <RuleTable
            label={t('cdn.logForwarding.title')}
            rows={list}
            emptyText={t('cdn.logForwarding.empty')}
            columns={[
              {
                key: 'service',
                header: t('cdn.logForwarding.service'),
                cell: (f) => t(`cdn.logForwarding.service.${f.service}`),
              },
              {
                key: 'receiver',
                header: t('cdn.logForwarding.receiver'),
                cell: (f) => <bdi dir="ltr">{f.receiver}</bdi>,
              },
              {
                key: 'line',
                header: t('cdn.logForwarding.line'),
                cell: (f) => <bdi dir="ltr">{f.parameters.join(f.delimiter)}</bdi>,
              },
            ]}
            actionsHeader={t('cdn.logForwarding.actions')}
            highlighted={highlight.ids}
            actions={(f) => (
              <Button
                size="xs"
                variant="outline"
                onClick={() => setEditing(f)}
                aria-label={t('cdn.logForwarding.editNamed', { receiver: f.receiver })}
              >
                {t('cdn.logForwarding.editShort')}
              </Button>
            )}
            deleteLabel={(f) => t('cdn.logForwarding.deleteNamed', { receiver: f.receiver })}
            remove={remove}
            confirm={{
              title: t('cdn.logForwarding.deleteTitle'),
              label: t('cdn.logForwarding.delete'),
              body: (f) =>
                t('cdn.logForwarding.deleteBody', {
                  receiver: (
                    <bdi key="r" dir="ltr">
                      {f.receiver}
                    </bdi>
                  ),
                }),
            }}
          />
        )}
      </QueryView>
    </Stack>
  );
}
