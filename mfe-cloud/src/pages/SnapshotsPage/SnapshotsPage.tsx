import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Snapshot } from '@portal/shared-sdk';
import {
  Button,
  ConfirmDialog,
  useJustAdded,
  useJustAddedPaging,
  useQueryTableState,
} from '@portal/shared-ui';
import { useSnapshotDeleteMutation } from '../../data/snapshots/snapshot-delete-mutation';
import { useSnapshotsQuery } from '../../data/snapshots/snapshots-query';
import { SectionHeader } from '../../components/SectionHeader';
import { useToastedAction } from '../../components/useToastedAction';
import { RestoreSnapshotDialog } from './RestoreSnapshotDialog';
import { SnapshotsTable, type SnapshotAction } from './SnapshotsTable';
import { TakeSnapshotDialog } from './TakeSnapshotDialog';

/** /cloud/snapshots: copies of servers' disks, restored onto a disk at least as large, priced on the space they use. */
export function SnapshotsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const table = useQueryTableState(useSnapshotsQuery(), 'cloud.snapshots.loadFailed');
  const added = useJustAdded();
  const paging = useJustAddedPaging(table.rows, added.ids, (row) => row.id);
  const [taking, setTaking] = useState(false);
  const [open, setOpen] = useState<{ action: SnapshotAction; snapshot: Snapshot } | null>(null);
  const remove = useSnapshotDeleteMutation();
  const run = useToastedAction();
  const close = () => setOpen(null);
  const title = t('cloud.snapshots');

  return (
    <section aria-labelledby="cloud-snapshots-title">
      <SectionHeader
        id="cloud-snapshots-title"
        title={title}
        description={t('cloud.snapshots.description')}
        actions={
          <Button size="sm" colorPalette="brand" onClick={() => setTaking(true)}>
            {t('cloud.snapshots.add')}
          </Button>
        }
      />
      <SnapshotsTable
        {...table}
        snapshots={table.rows}
        label={title}
        onAction={(action, snapshot) => setOpen({ action, snapshot })}
        added={added.ids}
        paging={paging}
      />

      <TakeSnapshotDialog
        open={taking}
        onClose={() => setTaking(false)}
        onTaken={(snapshot) => added.show([snapshot.id])}
      />
      <RestoreSnapshotDialog snapshot={open?.action === 'restore' ? open.snapshot : null} onClose={close} />
      <ConfirmDialog
        open={open?.action === 'delete'}
        danger
        title={t('cloud.snapshots.delete.title', { name: open?.snapshot.name ?? '' })}
        confirmLabel={t('cloud.snapshots.action.delete')}
        loading={remove.isPending}
        onClose={close}
        onConfirm={async () => {
          if (!open) return;
          await run(() => remove.mutateAsync({ snapshotId: open.snapshot.id }));
          close();
        }}
      >
        {t('cloud.snapshots.delete.body')}
      </ConfirmDialog>
    </section>
  );
}
