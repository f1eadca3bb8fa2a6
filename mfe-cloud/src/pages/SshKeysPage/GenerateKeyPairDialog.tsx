import { useState } from 'react';
import { useIntl } from 'react-intl';
import { validateSshKeyName, type SshKeyPair } from '@portal/shared-sdk';
import { Button, DialogFrame, TextField } from '@portal/shared-ui';
import { useSshKeyGenerateMutation } from '../../data/sshKeys/ssh-key-generate-mutation';
import { DatacenterSelectField } from '../../components/DatacenterSelectField';
import { FormDialog } from '../../components/FormDialog';
import { ruleText } from '../../components/ruleText';
import { submitForm } from '../../components/submitForm';
import { PrivateKeyOnce } from './PrivateKeyOnce';

export interface GenerateKeyPairDialogProps {
  open: boolean;
  onClose: () => void;
  /** the pair was made and its dialog closed: the page shows the new key */
  onMade: (keyId: number) => void;
}

interface Values {
  name?: string;
  datacenter_id?: string;
}

/**
 * The provider makes a key pair: first its name (and data center), then its private key, this once.
 * Closing forgets the pair (component state and the mutation's result): nothing on the page, in
 * the cache or at the provider can show the private key again.
 */
export function GenerateKeyPairDialog({ open, onClose, onMade }: GenerateKeyPairDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const generate = useSshKeyGenerateMutation();
  const [pair, setPair] = useState<SshKeyPair | null>(null);
  const close = () => {
    const madeId = pair?.id;
    setPair(null);
    generate.reset();
    onClose();
    // only its id leaves the dialog, never the private key
    if (madeId !== undefined) onMade(madeId);
  };
  const onSubmit = (values: Values) =>
    submitForm(
      async () => {
        const answer = await generate.mutateAsync({
          name: (values.name ?? '').trim(),
          ...(values.datacenter_id ? { datacenter_id: Number(values.datacenter_id) } : {}),
        });
        setPair(answer.data);
        return answer;
      },
      ['name', 'datacenter_id'],
      () => undefined,
    );

  return (
    <>
      <FormDialog<Values>
        open={open && pair === null}
        onClose={close}
        title={t('cloud.ssh.generateTitle')}
        submitLabel={t('cloud.ssh.generateSubmit')}
        validate={({ name }) => {
          const problem = validateSshKeyName(name);
          return problem ? { name: ruleText(intl, 'ssh', problem) } : {};
        }}
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
        <DatacenterSelectField
          label={t('cloud.ssh.field.datacenter')}
          emptyLabel={t('cloud.common.allDatacenters')}
        />
      </FormDialog>
      <DialogFrame
        open={open && pair !== null}
        onClose={close}
        title={t('cloud.ssh.once.dialogTitle')}
        size="lg"
        lazy
        closeOnOutsideClick={false}
        footer={
          <Button colorPalette="brand" onClick={close}>
            {t('cloud.ssh.once.done')}
          </Button>
        }
      >
        {pair && <PrivateKeyOnce pair={pair} />}
      </DialogFrame>
    </>
  );
}
