import { useIntl } from 'react-intl';
import { useFormState } from 'react-final-form';
import { TTL_OPTIONS } from '@portal/shared-sdk';
import {
  CAA_TAGS,
  DNS_CONTENT_KIND,
  DNS_EXTRA_FIELDS,
  DNS_PROXY_PROTOCOLS,
  DNS_RECORD_TYPES,
  isProxiableType,
} from '@portal/api-cdn';
import { CheckboxField, SelectField, SimpleGrid, Stack, TextField, TextareaField } from '@portal/shared-ui';
import { useTtlLabel } from '../../sections/useTtlLabel';
import type { RecordFormValues } from './recordForm';

const TLSA_CHOICES = { usage: [0, 1, 2, 3], selector: [0, 1], matching_type: [0, 1, 2] } as const;

export interface RecordFieldsProps {
  /** the domain, for the name's hint */
  domainName: string;
}

/** The record form's fields: the type's content and its own fields, the TTL, and the proxy where the type can have one. */
export function RecordFields({ domainName }: RecordFieldsProps) {
  const intl = useIntl();
  const ttlLabel = useTtlLabel();
  const { values } = useFormState<RecordFormValues>({ subscription: { values: true } });
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const kind = DNS_CONTENT_KIND[values.type];
  const contentLabel = t(
    values.type === 'CAA' ? 'cdn.dns.field.content.caa' : `cdn.dns.field.content.${kind}`,
  );
  const numbers = DNS_EXTRA_FIELDS[values.type].filter(
    (f) => f === 'priority' || f === 'weight' || f === 'port' || f === 'flags',
  );

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          name="type"
          label={t('cdn.dns.field.type')}
          options={DNS_RECORD_TYPES.map((type) => ({ value: type, label: type }))}
        />
        <SelectField
          name="ttl"
          label={t('cdn.dns.field.ttl')}
          options={TTL_OPTIONS.map((ttl) => ({ value: String(ttl), label: ttlLabel(ttl) }))}
        />
      </SimpleGrid>
      <TextField
        name="name"
        label={t('cdn.dns.field.name')}
        dir="ltr"
        autoComplete="off"
        helperText={t('cdn.dns.field.nameHelp', { domain: domainName })}
        maxLength={253}
      />
      {values.type === 'SRV' && (
        <TextField
          name="service"
          label={t('cdn.dns.field.service')}
          dir="ltr"
          helperText={t('cdn.dns.field.serviceHelp')}
          maxLength={255}
        />
      )}
      {values.type === 'CAA' && (
        <SelectField
          name="tag"
          label={t('cdn.dns.field.tag')}
          options={CAA_TAGS.map((tag) => ({ value: tag, label: tag }))}
        />
      )}
      {kind === 'text' && values.type === 'TXT' ? (
        <TextareaField name="content" label={contentLabel} dir="ltr" rows={3} maxLength={4096} />
      ) : (
        <TextField name="content" label={contentLabel} dir="ltr" autoComplete="off" maxLength={4096} />
      )}
      {numbers.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: Math.min(numbers.length, 3) }} gap="4">
          {numbers.map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(`cdn.dns.field.${field}`)}
              dir="ltr"
              autoComplete="off"
              maxLength={5}
            />
          ))}
        </SimpleGrid>
      )}
      {values.type === 'TLSA' && (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          {(['usage', 'selector', 'matching_type'] as const).map((field) => (
            <SelectField
              key={field}
              name={field}
              label={t(`cdn.dns.field.${field}`)}
              options={TLSA_CHOICES[field].map((n) => ({ value: String(n), label: String(n) }))}
            />
          ))}
        </SimpleGrid>
      )}
      {isProxiableType(values.type) && (
        <Stack gap="3">
          <CheckboxField name="proxy" label={t('cdn.dns.field.proxy')} />
          {values.proxy && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <SelectField
                name="protocol"
                label={t('cdn.dns.field.protocol')}
                options={DNS_PROXY_PROTOCOLS.map((p) => ({
                  value: p,
                  label: t(`cdn.dns.field.protocol.${p}`),
                }))}
              />
              <TextField
                name="port"
                label={t('cdn.dns.field.originPort')}
                dir="ltr"
                autoComplete="off"
                maxLength={5}
                helperText={t('cdn.dns.field.originPortHelp')}
              />
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
