import { useEffect, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { DataCenter } from '@portal/shared-sdk';
import { Button, Flex, SelectField, Text, TextareaField, useApiErrorMessage } from '@portal/shared-ui';
import { useSshKeysQuery } from '../../data/sshKeys/ssh-keys-query';
import { AddSshKeyForm } from './AddSshKeyForm';
import { FormSection } from './FormSection';

export interface AccessSectionProps {
  datacenter: DataCenter | undefined;
}

/** How the customer gets in and what runs first: an SSH key (chosen or added here) and a cloud-init script (YAML). */
export function AccessSection({ datacenter }: AccessSectionProps) {
  const intl = useIntl();
  const form = useForm();
  const errorMessage = useApiErrorMessage();
  const keys = useSshKeysQuery();
  const [adding, setAdding] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // a key offered in one data center only is not offered elsewhere
  const usable = (keys.data ?? []).filter(
    (k) => !k.datacenter || !datacenter || k.datacenter.id === datacenter.id,
  );
  // nor does a key chosen there stay chosen, unseen, when the data center changes (the provider would refuse it)
  const chosen = useField<string>('ssh_key_id', { subscription: { value: true } }).input.value;
  const stale = Boolean(chosen && keys.data && !usable.some((k) => String(k.id) === chosen));
  useEffect(() => {
    if (stale) form.change('ssh_key_id', '');
  }, [stale, form]);

  return (
    <FormSection title={t('cloud.create.access')}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Flex flex="1" minW="56">
          <SelectField
            name="ssh_key_id"
            label={t('cloud.create.sshKey')}
            placeholder={t('cloud.create.sshKey.none')}
            options={usable.map((k) => ({ value: String(k.id), label: `${k.name} (${k.fingerprint})` }))}
          />
        </Flex>
        {!adding && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            {t('cloud.create.sshKey.add')}
          </Button>
        )}
      </Flex>
      {keys.isError && (
        <Flex gap="2" align="center" role="alert">
          <Text fontSize="sm" color="fg.error">
            {errorMessage(keys.error, 'cloud.create.sshKey.loadFailed')}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => void keys.refetch()}>
            {t('cloud.create.retry')}
          </Button>
        </Flex>
      )}
      {adding && (
        <AddSshKeyForm
          datacenterId={datacenter?.id}
          onCancel={() => setAdding(false)}
          onAdded={(key) => {
            setAdding(false);
            form.change('ssh_key_id', String(key.id));
          }}
        />
      )}
      {/* YAML reads left to right, its indentation from the left, on a Persian page too */}
      <TextareaField
        name="init_script"
        dir="ltr"
        label={t('cloud.create.initScript')}
        helperText={t('cloud.create.initScriptHelp')}
        rows={5}
        placeholder={'#cloud-config\npackages:\n  - nginx'}
      />
    </FormSection>
  );
}
