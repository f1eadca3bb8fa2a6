import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SslCertificate } from '@portal/api-cdn';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  DateText,
  HStack,
  Stack,
  Text,
  useApiErrorMessage,
  type DataTableColumn,
} from '@portal/shared-ui';
import { useCertificateDeleteMutation } from '../../data/https/certificate-delete-mutation';
import { useCertificatesQuery } from '../../data/https/certificates-query';
import { useFreeCertificateMutation } from '../../data/https/free-certificate-mutation';
import { useHttpsChangeMutation } from '../../data/https/https-change-mutation';
import { useHttpsConfigsQuery } from '../../data/https/https-configs-query';
import { SettingCheckbox } from '../../sections/SettingCheckbox';
import { SettingsCard } from '../../sections/SettingsCard';
import type { SectionDomain } from '../../sections/useSectionDomain';
import { useSettingSaver } from '../../sections/useSettingSaver';
import { CertificateUploadDialog } from './CertificateUploadDialog';

const STATUS_PALETTE = { active: 'green', pending: 'orange', expired: 'red' } as const;

/** The domain's certificates: upload a custom one, ask for a free one, choose the one in use (or the shared one), delete. */
export function CertificatesCard({ domain }: { domain: SectionDomain }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorMessage = useApiErrorMessage();
  const list = useCertificatesQuery(domain.id);
  const configs = useHttpsConfigsQuery(domain.id);
  const change = useHttpsChangeMutation();
  const saveChange = useSettingSaver(change);
  const free = useFreeCertificateMutation();
  const requestFree = useSettingSaver(free);
  const remove = useCertificateDeleteMutation();
  const saveDelete = useSettingSaver(remove);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<SslCertificate | null>(null);
  const hasFree = list.data?.some((c) => c.type === 'free' && c.status !== 'expired') ?? false;

  const columns: DataTableColumn<SslCertificate>[] = [
    {
      key: 'name',
      header: t('cdn.https.column.names'),
      cell: (c) => (
        // the names wrap (cells do not by default), so the actions stay on a phone's screen
        <Stack gap="0.5" whiteSpace="normal">
          <Text as="bdi" dir="ltr" fontWeight="medium" wordBreak="break-all">
            {c.common_name}
          </Text>
          <Text as="bdi" dir="ltr" color="fg.muted" fontSize="xs" wordBreak="break-all">
            {c.domains.join(', ')}
          </Text>
          {c.attached && (
            <Badge colorPalette="brand" variant="solid" size="sm" alignSelf="flex-start">
              {t('cdn.https.inUse')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('cdn.https.column.type'),
      visibleFrom: 'md',
      cell: (c) => t(`cdn.https.type.${c.type}`),
    },
    {
      key: 'status',
      header: t('cdn.https.column.status'),
      cell: (c) => (
        <Badge colorPalette={STATUS_PALETTE[c.status]} variant="subtle">
          {t(`cdn.https.status.${c.status}`)}
        </Badge>
      ),
    },
    {
      key: 'expires',
      header: t('cdn.https.column.expires'),
      visibleFrom: 'md',
      cell: (c) => (c.expires_at === null ? '—' : <DateText value={c.expires_at} />),
    },
    {
      key: 'actions',
      header: t('cdn.https.column.actions'),
      align: 'end',
      cell: (c) => (
        <HStack gap="1" justify="flex-end" wrap="wrap">
          {c.attached ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="brand"
              disabled={change.isPending}
              onClick={() => saveChange({ domainId: domain.id, change: { kind: 'detach' } })}
            >
              {t('cdn.https.detach')}
            </Button>
          ) : (
            c.status === 'active' && (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="brand"
                aria-label={t('cdn.https.attachLabel', { name: c.common_name })}
                disabled={change.isPending}
                onClick={() => saveChange({ domainId: domain.id, change: { kind: 'attach', sslId: c.id } })}
              >
                {t('cdn.https.attach')}
              </Button>
            )
          )}
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('cdn.https.deleteLabel', { name: c.common_name })}
            onClick={() => setDeleting(c)}
          >
            {t('cdn.https.delete')}
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <SettingsCard
      id="certificates"
      title={t('cdn.https.certificates.title')}
      description={t('cdn.https.certificates.description', { domain: domain.name })}
      actions={
        <>
          <Button size="sm" colorPalette="brand" onClick={() => setUploading(true)}>
            {t('cdn.https.upload')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={hasFree}
            loading={free.isPending}
            onClick={() => requestFree({ domainId: domain.id })}
          >
            {t('cdn.https.free')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <DataTable
          label={t('cdn.https.certificates.title')}
          columns={columns}
          rows={list.data}
          getRowId={(c) => c.id}
          loading={list.isPending}
          error={list.isError ? errorMessage(list.error) : undefined}
          onRetry={() => void list.refetch()}
          emptyText={t('cdn.https.empty')}
          paginate={false}
        />
        {list.data?.some((c) => c.status === 'pending') && (
          <Text color="fg.muted" fontSize="sm">
            {t('cdn.https.pendingNote')}
          </Text>
        )}
        {configs.data && (
          <SettingCheckbox
            label={t('cdn.https.default.label')}
            description={t('cdn.https.default.help')}
            checked={configs.data.default_ssl}
            pending={change.isPending}
            onChange={(on) =>
              saveChange({ domainId: domain.id, change: { kind: on ? 'attachDefault' : 'detachDefault' } })
            }
          />
        )}
      </Stack>
      <CertificateUploadDialog open={uploading} domainId={domain.id} onClose={() => setUploading(false)} />
      <ConfirmDialog
        open={deleting !== null}
        danger
        size="md"
        loading={remove.isPending}
        title={t('cdn.https.deleteTitle')}
        confirmLabel={t('cdn.https.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && saveDelete({ domainId: domain.id, sslId: deleting.id }, () => setDeleting(null))
        }
      >
        {deleting && (
          <Text>
            <FormattedMessage
              id={deleting.attached ? 'cdn.https.deleteBodyInUse' : 'cdn.https.deleteBody'}
              values={{ name: <bdi dir="ltr">{deleting.common_name}</bdi> }}
            />
          </Text>
        )}
      </ConfirmDialog>
    </SettingsCard>
  );
}
