import { FormattedMessage, useIntl } from 'react-intl';
import type { DnsRecord } from '@portal/api-cdn';
import { ConfirmDialog, Text } from '@portal/shared-ui';
import { useDnsRecordDeleteMutation } from '../../data/dns/dns-record-delete-mutation';
import { useSettingSaver } from '../../sections/useSettingSaver';
import { recordContent, recordOwner } from './recordDisplay';

export interface DeleteRecordDialogProps {
  domainId: number;
  /** the record to delete; closed when null */
  record: DnsRecord | null;
  onClose: () => void;
}

/** Asks before deleting a record; the provider's "Requested record has been deleted" follows. */
export function DeleteRecordDialog({ domainId, record, onClose }: DeleteRecordDialogProps) {
  const intl = useIntl();
  const remove = useDnsRecordDeleteMutation();
  const save = useSettingSaver(remove);
  return (
    <ConfirmDialog
      open={record !== null}
      size="md"
      danger
      loading={remove.isPending}
      title={intl.formatMessage({ id: 'cdn.dns.delete.title' })}
      confirmLabel={intl.formatMessage({ id: 'cdn.dns.delete.confirm' })}
      onClose={onClose}
      onConfirm={() => record && save({ domainId, recordId: record.id }, onClose)}
    >
      {record && (
        <Text>
          <FormattedMessage
            id="cdn.dns.delete.body"
            values={{
              type: record.type,
              name: <bdi dir="ltr">{recordOwner(record)}</bdi>,
              content: <bdi dir="ltr">{recordContent(record)}</bdi>,
            }}
          />
        </Text>
      )}
    </ConfirmDialog>
  );
}
