import { useIntl } from 'react-intl';
import { validateSnapshotName, type Snapshot } from '@portal/shared-sdk';
import { TextField } from '@portal/shared-ui';
import { useSnapshotCreateMutation } from '../../data/snapshots/snapshot-create-mutation';
import { FormDialog } from '../../components/FormDialog';
import { submitForm } from '../../components/submitForm';
import { ruleText } from '../../components/ruleText';
import { ServerSelectField } from '../../components/ServerSelectField';

export interface TakeSnapshotDialogProps {
  open: boolean;
  onClose: () => void;
  /** the provider took it: the page shows it */
  onTaken: (snapshot: Snapshot) => void;
}

interface Values {
  server_id?: string;
  name?: string;
}

/** A snapshot of a server that is on or off, named with English letters, digits, dash and period. */
export function TakeSnapshotDialog({ open, onClose, onTaken }: TakeSnapshotDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const create = useSnapshotCreateMutation();
  const onSubmit = async (values: Values) => {
    return submitForm(
      () => create.mutateAsync({ server_id: Number(values.server_id), name: (values.name ?? '').trim() }),
      ['server_id', 'name'],
      ({ data }) => {
        onClose();
        onTaken(data);
      },
    );
  };
  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={t('cloud.snapshots.take.title')}
      submitLabel={t('cloud.snapshots.take.submit')}
      validate={({ name }) => {
        const problem = validateSnapshotName(name);
        return problem ? { name: ruleText(intl, 'snapshots', problem) } : {};
      }}
      onSubmit={onSubmit}
    >
      <ServerSelectField label={t('cloud.snapshots.field.server')} />
      <TextField
        name="name"
        label={t('cloud.snapshots.field.name')}
        required
        dir="ltr"
        maxLength={64}
        helperText={t('cloud.snapshots.field.nameHelp')}
      />
    </FormDialog>
  );
}
