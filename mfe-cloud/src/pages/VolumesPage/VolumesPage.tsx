import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Volume } from '@portal/shared-sdk';
import {
  Button,
  ConfirmDialog,
  useJustAdded,
  useJustAddedPaging,
  useQueryTableState,
} from '@portal/shared-ui';
import { useVolumeDeleteMutation } from '../../data/volumes/volume-delete-mutation';
import { useVolumeDetachMutation } from '../../data/volumes/volume-detach-mutation';
import { useVolumesQuery } from '../../data/volumes/volumes-query';
import { SectionHeader } from '../../components/SectionHeader';
import { useToastedAction } from '../../components/useToastedAction';
import { AttachVolumeDialog } from './AttachVolumeDialog';
import { CreateVolumeDialog } from './CreateVolumeDialog';
import { GrowVolumeDialog } from './GrowVolumeDialog';
import { VolumesTable, type VolumeAction } from './VolumesTable';

/** /cloud/volumes: disks made apart from servers, attached to one server of their data center. */
export function VolumesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const table = useQueryTableState(useVolumesQuery(), 'cloud.volumes.loadFailed');
  const added = useJustAdded();
  const paging = useJustAddedPaging(table.rows, added.ids, (row) => row.id);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ action: VolumeAction; volume: Volume } | null>(null);
  const detach = useVolumeDetachMutation();
  const remove = useVolumeDeleteMutation();
  const run = useToastedAction();
  const close = () => setOpen(null);
  const volumeFor = (action: VolumeAction) => (open?.action === action ? open.volume : null);
  const title = t('cloud.volumes');

  return (
    <section aria-labelledby="cloud-volumes-title">
      <SectionHeader
        id="cloud-volumes-title"
        title={title}
        description={t('cloud.volumes.description')}
        actions={
          <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
            {t('cloud.volumes.add')}
          </Button>
        }
      />
      <VolumesTable
        {...table}
        volumes={table.rows}
        label={title}
        onAction={(action, volume) => setOpen({ action, volume })}
        added={added.ids}
        paging={paging}
      />

      <CreateVolumeDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(volume) => added.show([volume.id])}
      />
      <AttachVolumeDialog volume={volumeFor('attach')} onClose={close} />
      <GrowVolumeDialog volume={volumeFor('grow')} onClose={close} />
      <ConfirmDialog
        open={open?.action === 'detach'}
        title={t('cloud.volumes.detach.title', { name: open?.volume.name ?? '' })}
        confirmLabel={t('cloud.volumes.action.detach')}
        loading={detach.isPending}
        onClose={close}
        onConfirm={async () => {
          if (!open) return;
          await run(() => detach.mutateAsync({ volume_id: open.volume.id }));
          close();
        }}
      >
        {t('cloud.volumes.detach.body', { server: open?.volume.server?.name ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={open?.action === 'delete'}
        danger
        title={t('cloud.volumes.delete.title', { name: open?.volume.name ?? '' })}
        confirmLabel={t('cloud.volumes.action.delete')}
        loading={remove.isPending}
        onClose={close}
        onConfirm={async () => {
          if (!open) return;
          await run(() => remove.mutateAsync({ volumeId: open.volume.id }));
          close();
        }}
      >
        {t('cloud.volumes.delete.body')}
      </ConfirmDialog>
    </section>
  );
}
