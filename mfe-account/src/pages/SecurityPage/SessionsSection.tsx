import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountSession } from '@portal/api-account';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  DateText,
  HStack,
  showToast,
  useApiErrorMessage,
  useQueryTableState,
  type DataTableColumn,
} from '@portal/shared-ui';
import { useSessionTerminateMutation } from '../../data/sessions/session-terminate-mutation';
import { useSessionsQuery } from '../../data/sessions/sessions-query';
import { SectionCard } from './SectionCard';

/** The active sessions: device, arrival, source address, this one marked; each can be ended. */
export function SessionsSection() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const query = useSessionsQuery();
  const table = useQueryTableState(query);
  const terminate = useSessionTerminateMutation();
  const [ending, setEnding] = useState<AccountSession | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  const columns: DataTableColumn<AccountSession>[] = [
    {
      key: 'device',
      header: t('account.sessions.device'),
      cell: (s) => (
        <HStack gap="2" wrap="wrap">
          <bdi>{s.device || t('account.sessions.unknownDevice')}</bdi>
          {s.current && (
            <Badge colorPalette="green" variant="subtle">
              <FormattedMessage id="account.sessions.current" />
            </Badge>
          )}
        </HStack>
      ),
    },
    {
      key: 'arrival',
      header: t('account.sessions.arrival'),
      visibleFrom: 'md',
      cell: (s) => <DateText value={s.created_at} time />,
    },
    {
      key: 'ip',
      header: t('account.sessions.source'),
      visibleFrom: 'md',
      cell: (s) => <bdi dir="ltr">{s.ip ?? '—'}</bdi>,
    },
    {
      key: 'action',
      header: <FormattedMessage id="account.sessions.action" />,
      align: 'end',
      cell: (s) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() => setEnding(s)}
          aria-label={intl.formatMessage({ id: 'account.sessions.endOne' }, { device: s.device })}
        >
          <FormattedMessage id="account.sessions.end" />
        </Button>
      ),
    },
  ];

  const confirm = () => {
    if (!ending) return;
    terminate.mutate(
      { id: ending.id },
      {
        onSuccess: () => {
          setEnding(null);
          showToast({ title: t('account.sessions.ended') });
        },
        onError: (error) => showToast({ type: 'error', title: errorMessage(error) }),
      },
    );
  };

  return (
    <SectionCard titleId="account.sessions.title">
      <DataTable
        columns={columns}
        {...table}
        getRowId={(s) => s.id}
        label={t('account.sessions.title')}
        paginate={false}
      />
      <ConfirmDialog
        open={ending !== null}
        danger
        loading={terminate.isPending}
        title={<FormattedMessage id="account.sessions.confirmTitle" />}
        confirmLabel={<FormattedMessage id="account.sessions.end" />}
        onConfirm={confirm}
        onClose={() => setEnding(null)}
      >
        <FormattedMessage
          id={ending?.current ? 'account.sessions.confirmCurrent' : 'account.sessions.confirmOther'}
          values={{ device: <bdi>{ending?.device}</bdi> }}
        />
      </ConfirmDialog>
    </SectionCard>
  );
}
