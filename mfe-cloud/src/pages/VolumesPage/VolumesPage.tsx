import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Volume } from '@portal/shared-sdk';
import { Button, ConfirmDialog, Flex, Heading, Text, useQueryTableState } from '@portal/shared-ui';
import { useVolumeDeleteMutation } from '../../data/volumes/volume-delete-mutation';
import { useVolumeDetachMutation } from '../../data/volumes/volume-detach-mutation';
import { useVolumesQuery } from '../../data/volumes/volumes-query';
import { useToastedAction } from '../../parts/useToastedAction';
import { AttachVolumeDialog } from './AttachVolumeDialog';
import { CreateVolumeDialog } from './CreateVolumeDialog';
import { GrowVolumeDialog } from './GrowVolumeDialog';
import { VolumesTable, type VolumeAction } from './VolumesTable';

/** /cloud/volumes: disks made apart from servers, attached to one server of their data center. */
export function VolumesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const table = useQueryTableState(useVolumesQuery(), 'cloud.volumes.loadFailed');
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
      <Flex align="center" gap="3" wrap="wrap" mb="1">
        <Heading as="h2" size="md" flex="1" id="cloud-volumes-title">
          {title}
        </Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
          {t('cloud.volumes.add')}
        </Button>
      </Flex>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t('cloud.volumes.description')}
      </Text>
      <VolumesTable {...table} volumes={table.rows} label={title} onAction={(action, volume) => setOpen({ action, volume })} />

      <CreateVolumeDialog open={creating} onClose={() => setCreating(false)} />
      <AttachVolumeDialog volume={volumeFor('attach')} onClose={close} />
      <GrowVolumeDialog volume={volumeFor('grow')} onClose={close} />
      <ConfirmDialog
        open={open?.action === 'detach'}
        title={t('cloud.volumes.detach.title', { name: open?.volume.name ?? '' })}
        confirmLabel={t('cloud.volumes.action.detach')}
        loading={detach.isPending}
        onClose={close}
        onConfirm={async () => {
          if (open && (await run(() => detach.mutateAsync({ volume_id: open.volume.id })))) close();
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
          if (open && (await run(() => remove.mutateAsync({ volumeId: open.volume.id })))) close();
        }}
      >
        {t('cloud.volumes.delete.body')}
      </ConfirmDialog>
    </section>
  );
}
