import { useIntl } from 'react-intl';
import type { DataCenter, OsImage } from '@portal/shared-sdk';
import { CheckboxField, SelectField, SimpleGrid, Text } from '@portal/shared-ui';
import { offeredDatacenters } from './createServerValues';
import { FormSection } from './FormSection';

export interface LocationSectionProps {
  datacenters: DataCenter[];
  images: OsImage[];
  /** the chosen data center offers the trial and the account has not had one */
  trialOffered: boolean;
}

/** Where and what: the data center (a hidden one is not offered; an inactive one is shown, not choosable), the OS image, the free trial. */
export function LocationSection({ datacenters, images, trialOffered }: LocationSectionProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <FormSection title={t('cloud.create.where')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="datacenter_id"
          label={t('cloud.create.datacenter')}
          placeholder={t('cloud.create.choose')}
          options={offeredDatacenters(datacenters).map((dc) => ({
            value: String(dc.id),
            label: dc.is_active
              ? dc.display_name
              : t('cloud.create.datacenterInactive', { name: dc.display_name }),
            disabled: !dc.is_active,
          }))}
        />
        <SelectField
          name="os_id"
          label={t('cloud.create.os')}
          placeholder={t('cloud.create.choose')}
          options={images.map((os) => ({ value: String(os.id), label: os.display_name }))}
        />
      </SimpleGrid>
      {trialOffered && (
        <>
          <CheckboxField name="is_test" label={t('cloud.create.trial')} />
          <Text fontSize="sm" color="fg.muted" mt="-2">
            {t('cloud.create.trialHelp')}
          </Text>
        </>
      )}
    </FormSection>
  );
}
