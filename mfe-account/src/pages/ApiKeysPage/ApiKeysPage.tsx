import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiToken, ApiTokenCreated } from '@portal/api-account';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  DateText,
  Flex,
  HStack,
  JustAddedMark,
  JustAddedRows,
  Text,
  showToast,
  useApiErrorMessage,
  useJustAdded,
  useJustAddedPaging,
  useQueryTableState,
  type DataTableColumn,
} from '@portal/shared-ui';
import { useApiTokenDeleteMutation } from '../../data/apiTokens/api-token-delete-mutation';
import { useApiTokensQuery } from '../../data/apiTokens/api-tokens-query';
import { ApiTokenDialog } from './ApiTokenDialog';
import { TokenCreatedDialog } from './TokenCreatedDialog';
import { TokenExpiry } from './TokenExpiry';

/**
 * /profile/api-keys: the API tokens with their expiry ("Never" for none; an expired one marked, as
 * the provider refuses it); create one (its secret shown once), edit its permissions, delete it. A new token is on screen once its secret is put away: its page of the list opened, its row
 * marked for a moment.
 */
export function ApiKeysPage() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const query = useApiTokensQuery();
  const table = useQueryTableState(query);
  const remove = useApiTokenDeleteMutation();
  const [editing, setEditing] = useState<{ token: ApiToken | null } | null>(null);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [deleting, setDeleting] = useState<ApiToken | null>(null);
  const { ids: newIds, show: markNew } = useJustAdded<number>(created !== null);
  const paging = useJustAddedPaging(query.data, newIds, (k) => k.id);
  const t = (id: string) => intl.formatMessage({ id });
  // the provider refuses a token from its expiry on; the list says so by the browser's clock
  const nowSec = Math.floor(Date.now() / 1000);

  const columns: DataTableColumn<ApiToken>[] = [
    {
      key: 'name',
      header: t('account.tokens.name'),
      cell: (k) => (
        <>
          <Text fontWeight="medium">
            <bdi>{k.name}</bdi>
            <JustAddedMark added={newIds.has(k.id)} badge />
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <bdi dir="ltr">{k.token_hint}</bdi>
          </Text>
          <Text fontSize="xs" color="fg.muted" hideFrom="md" data-testid="token-expiry-below">
            <FormattedMessage
              id="account.tokens.expiresLabel"
              values={{ expiry: <TokenExpiry token={k} nowSec={nowSec} /> }}
            />
          </Text>
        </>
      ),
    },
    {
      key: 'permissions',
      header: t('account.tokens.permissions'),
      visibleFrom: 'md',
      cell: (k) => (
        <HStack gap="1" wrap="wrap">
          {k.permissions.map((p) => (
            <Badge key={p} size="sm" variant="subtle" dir="ltr">
              {p}
            </Badge>
          ))}
        </HStack>
      ),
    },
    // a phone shows the expiry under the name instead (the row keeps its actions in view)
    {
      key: 'expires',
      header: t('account.tokens.expiresAt'),
      visibleFrom: 'md',
      cell: (k) => <TokenExpiry token={k} nowSec={nowSec} />,
    },
    {
      key: 'created',
      header: t('account.tokens.createdAt'),
      visibleFrom: 'lg',
      cell: (k) => <DateText value={k.created_at} />,
    },
    {
      key: 'used',
      header: t('account.tokens.lastUsed'),
      visibleFrom: 'lg',
      cell: (k) =>
        k.last_used_at ? (
          <DateText value={k.last_used_at} time />
        ) : (
          <FormattedMessage id="account.tokens.neverUsed" />
        ),
    },
    {
      key: 'actions',
      header: t('account.tokens.actions'),
      align: 'end',
      cell: (k) => (
        <HStack gap="1" justify="end">
          <Button
            size="xs"
            variant="outline"
            onClick={() => setEditing({ token: k })}
            aria-label={intl.formatMessage({ id: 'account.tokens.editOne' }, { name: k.name })}
          >
            <FormattedMessage id="account.tokens.editShort" />
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => setDeleting(k)}
            aria-label={intl.formatMessage({ id: 'account.tokens.deleteOne' }, { name: k.name })}
          >
            <FormattedMessage id="account.tokens.delete" />
          </Button>
        </HStack>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          showToast({ title: t('account.tokens.deleted') });
        },
        onError: (error) => showToast({ type: 'error', title: errorMessage(error) }),
      },
    );
  };

  return (
    <>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="account.tokens.intro" />
        </Text>
        <Button colorPalette="brand" size="sm" onClick={() => setEditing({ token: null })}>
          <FormattedMessage id="account.tokens.create" />
        </Button>
      </Flex>
      <JustAddedRows ids={newIds}>
        <DataTable
          columns={columns}
          {...table}
          getRowId={(k) => k.id}
          label={t('account.apiKeys')}
          emptyText={t('account.tokens.empty')}
          paging={paging}
        />
      </JustAddedRows>
      <ApiTokenDialog
        open={editing !== null}
        token={editing?.token ?? null}
        onClose={() => setEditing(null)}
        onCreated={(token) => {
          setEditing(null);
          setCreated(token);
          markNew([token.id]);
        }}
      />
      <TokenCreatedDialog token={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={deleting !== null}
        danger
        loading={remove.isPending}
        title={<FormattedMessage id="account.tokens.deleteTitle" />}
        confirmLabel={<FormattedMessage id="account.tokens.delete" />}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <FormattedMessage id="account.tokens.deleteBody" values={{ name: <bdi>{deleting?.name}</bdi> }} />
      </ConfirmDialog>
    </>
  );
}
