import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SshKey } from '@portal/shared-sdk';
import {
  Button,
  ConfirmDialog,
  useJustAdded,
  useJustAddedPaging,
  useQueryTableState,
} from '@portal/shared-ui';
import { useSshKeyDeleteMutation } from '../../data/sshKeys/ssh-key-delete-mutation';
import { useSshKeysQuery } from '../../data/sshKeys/ssh-keys-query';
import { SectionHeader } from '../../components/SectionHeader';
import { useToastedAction } from '../../components/useToastedAction';
import { AddSshKeyDialog } from './AddSshKeyDialog';
import { GenerateKeyPairDialog } from './GenerateKeyPairDialog';
import { SshKeysTable } from './SshKeysTable';

/** /cloud/ssh-keys: the public keys new servers get; a pair made here shows its private key once. */
export function SshKeysPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const table = useQueryTableState(useSshKeysQuery(), 'cloud.ssh.loadFailed');
  const added = useJustAdded();
  const paging = useJustAddedPaging(table.rows, added.ids, (row) => row.id);
  const [dialog, setDialog] = useState<'add' | 'generate' | null>(null);
  const [deleting, setDeleting] = useState<SshKey | null>(null);
  const remove = useSshKeyDeleteMutation();
  const run = useToastedAction();
  const title = t('cloud.sshKeys');

  return (
    <section aria-labelledby="cloud-ssh-title">
      <SectionHeader
        id="cloud-ssh-title"
        title={title}
        description={t('cloud.ssh.description')}
        actions={
          <>
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setDialog('generate')}>
              {t('cloud.ssh.generate')}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => setDialog('add')}>
              {t('cloud.ssh.add')}
            </Button>
          </>
        }
      />
      <SshKeysTable
        {...table}
        keys={table.rows}
        label={title}
        onDelete={setDeleting}
        added={added.ids}
        paging={paging}
      />

      <AddSshKeyDialog
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        onAdded={(key) => added.show([key.id])}
      />
      <GenerateKeyPairDialog
        open={dialog === 'generate'}
        onClose={() => setDialog(null)}
        onMade={(keyId) => added.show([keyId])}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('cloud.ssh.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('cloud.ssh.delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => remove.mutateAsync({ keyId: deleting.id }));
          setDeleting(null);
        }}
      >
        {t('cloud.ssh.deleteBody')}
      </ConfirmDialog>
    </section>
  );
}
