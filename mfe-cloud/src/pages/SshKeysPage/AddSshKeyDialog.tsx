import { useIntl } from 'react-intl';
import { validateSshKey, type SshKey } from '@portal/shared-sdk';
import { TextareaField, TextField } from '@portal/shared-ui';
import { useSshKeyCreateMutation } from '../../data/sshKeys/ssh-key-create-mutation';
import { DatacenterSelectField } from '../../components/DatacenterSelectField';
import { FormDialog } from '../../components/FormDialog';
import { ruleErrors } from '../../components/ruleText';
import { submitForm } from '../../components/submitForm';

export interface AddSshKeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** the provider stored it: the page shows it */
  onAdded: (key: SshKey) => void;
}

interface Values {
  name?: string;
  public_key?: string;
  datacenter_id?: string;
}

/** Add a public key: one line of a .pub file (ssh-ed25519, ssh-rsa or ecdsa), checked before sending. */
export function AddSshKeyDialog({ open, onClose, onAdded }: AddSshKeyDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const create = useSshKeyCreateMutation();
  const onSubmit = (values: Values) =>
    submitForm(
      () =>
        create.mutateAsync({
          name: (values.name ?? '').trim(),
          public_key: (values.public_key ?? '').trim(),
          ...(values.datacenter_id ? { datacenter_id: Number(values.datacenter_id) } : {}),
        }),
      ['name', 'public_key', 'datacenter_id'],
      ({ data }) => {
        onClose();
        onAdded(data);
      },
    );
  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={t('cloud.ssh.addTitle')}
      submitLabel={t('cloud.ssh.addSubmit')}
      validate={(values) => ruleErrors(intl, 'ssh', validateSshKey(values))}
      onSubmit={onSubmit}
    >
      <TextField
        name="name"
        label={t('cloud.ssh.field.name')}
        required
        dir="ltr"
        maxLength={64}
        helperText={t('cloud.ssh.field.nameHelp')}
      />
      <TextareaField
        name="public_key"
        dir="ltr"
        label={t('cloud.ssh.field.publicKey')}
        required
        rows={4}
        placeholder="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA… user@host"
        helperText={t('cloud.ssh.field.publicKeyHelp')}
      />
      <DatacenterSelectField
        label={t('cloud.ssh.field.datacenter')}
        emptyLabel={t('cloud.common.allDatacenters')}
      />
    </FormDialog>
  );
}
