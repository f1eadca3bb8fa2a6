import { useState } from 'react';
import { useIntl } from 'react-intl';
import { validateSshKey, type SshKey } from '@portal/shared-sdk';
import {
  Button,
  Field,
  Flex,
  Input,
  Stack,
  Textarea,
  showToast,
  useApiErrorMessage,
  apiFieldMessages,
} from '@portal/shared-ui';
import { useSshKeyCreateMutation } from '../../data/sshKeys/ssh-key-create-mutation';
import { ruleText } from '../../components/ruleText';

export interface AddSshKeyFormProps {
  datacenterId: number | undefined;
  onAdded: (key: SshKey) => void;
  onCancel: () => void;
}

/**
 * Adds a public key without leaving the form (ssh-ed25519, ssh-rsa or ecdsa, checked by the shared
 * rule first); the new key is chosen for the server. Not a nested <form>: its fields live inside
 * the server's form, so it submits on its own button.
 */
export function AddSshKeyForm({ datacenterId, onAdded, onCancel }: AddSshKeyFormProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const create = useSshKeyCreateMutation();
  const [name, setName] = useState('');
  const [publicKey, setPublicKey] = useState('');
  const [errors, setErrors] = useState<{ name?: string; public_key?: string }>({});

  const add = () => {
    const problems = validateSshKey({ name, public_key: publicKey });
    // the same words as the SSH keys page and the provider's answer
    const text = Object.fromEntries(
      Object.entries(problems).map(([field, p]) => [field, ruleText(intl, 'ssh', p)]),
    );
    setErrors(text);
    if (Object.keys(text).length > 0) return;
    create.mutate(
      {
        name: name.trim(),
        public_key: publicKey.trim(),
        ...(datacenterId ? { datacenter_id: datacenterId } : {}),
      },
      {
        onSuccess: ({ data, message }) => {
          showToast({ title: message, type: 'success' });
          onAdded(data);
        },
        onError: (error) => {
          const fields = apiFieldMessages(error);
          setErrors({ name: fields.name?.[0], public_key: fields.public_key?.[0] });
          if (!fields.name && !fields.public_key)
            showToast({ title: errorMessage(error, 'cloud.server.actionFailed'), type: 'error' });
        },
      },
    );
  };

  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="md"
      p="3"
      role="group"
      aria-label={intl.formatMessage({ id: 'cloud.create.sshKey.add' })}
    >
      <Field.Root invalid={Boolean(errors.name)}>
        <Field.Label>{intl.formatMessage({ id: 'cloud.create.sshKey.name' })}</Field.Label>
        <Input
          size="sm"
          value={name}
          dir="ltr"
          maxLength={64}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.public_key)}>
        <Field.Label>{intl.formatMessage({ id: 'cloud.create.sshKey.publicKey' })}</Field.Label>
        <Textarea
          size="sm"
          rows={3}
          value={publicKey}
          dir="ltr"
          fontFamily="mono"
          placeholder="ssh-ed25519 AAAA… user@host"
          onChange={(e) => setPublicKey(e.currentTarget.value)}
        />
        {errors.public_key && <Field.ErrorText>{errors.public_key}</Field.ErrorText>}
      </Field.Root>
      <Flex gap="2" justify="flex-end">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {intl.formatMessage({ id: 'cloud.create.cancel' })}
        </Button>
        <Button size="sm" colorPalette="brand" loading={create.isPending} onClick={add}>
          {intl.formatMessage({ id: 'cloud.create.sshKey.save' })}
        </Button>
      </Flex>
    </Stack>
  );
}
