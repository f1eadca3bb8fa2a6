import { useIntl } from 'react-intl';
import { snapshotRestoreProblem, type Snapshot } from '@portal/shared-sdk';
import { Alert } from '@portal/shared-ui';
import { useServersQuery } from '../../data/servers/servers-query';
import { useSnapshotRestoreMutation } from '../../data/snapshots/snapshot-restore-mutation';
import { FormDialog } from '../../components/FormDialog';
import { submitForm } from '../../components/submitForm';
import { ruleText } from '../../components/ruleText';
import { ServerSelectField } from '../../components/ServerSelectField';

export interface RestoreSnapshotDialogProps {
  snapshot: Snapshot | null;
  onClose: () => void;
}

/**
 * Restore a snapshot onto a server: each server shows its disk, and one smaller than the disk the
 * snapshot was taken from is refused beside the choice with the reason (the provider refuses it
 * the same way). Restoring replaces what the server's disk holds, so the dialog says so first.
 */
export function RestoreSnapshotDialog({ snapshot, onClose }: RestoreSnapshotDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const servers = useServersQuery();
  const restore = useSnapshotRestoreMutation();
  const onSubmit = async ({ server_id }: { server_id?: string }) => {
    if (!snapshot) return undefined;
    return submitForm(
      () => restore.mutateAsync({ snapshotId: snapshot.id, server_id: Number(server_id) }),
      ['server_id'],
      onClose,
    );
  };
  return (
    <FormDialog<{ server_id?: string }>
      open={snapshot !== null}
      onClose={onClose}
      title={t('cloud.snapshots.restore.title', { name: snapshot?.name ?? '' })}
      submitLabel={t('cloud.snapshots.restore.submit')}
      danger
      validate={({ server_id }) => {
        const server = servers.data?.find((s) => String(s.id) === server_id);
        const problem =
          snapshot && server
            ? snapshotRestoreProblem(snapshot, {
                name: server.name,
                disk: server.disk,
                status: server.status,
              })
            : null;
        return problem ? { server_id: ruleText(intl, 'snapshots', problem) } : {};
      }}
      onSubmit={onSubmit}
    >
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('cloud.snapshots.restore.warning', { size: snapshot?.disk_size ?? 0 })}</Alert.Title>
      </Alert.Root>
      <ServerSelectField
        label={t('cloud.snapshots.field.target')}
        describe={(s) => t('cloud.snapshots.field.disk', { size: s.disk })}
      />
    </FormDialog>
  );
}
