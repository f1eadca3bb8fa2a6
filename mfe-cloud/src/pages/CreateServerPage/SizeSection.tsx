import { useIntl } from 'react-intl';
import { CUSTOM_SERVER_BOUNDS, type DataCenter } from '@portal/shared-sdk';
import { NumberField, SelectField, SimpleGrid } from '@portal/shared-ui';
import { FormSection } from './FormSection';
import { TierChoice } from './TierChoice';

export interface SizeSectionProps {
  tier: string;
  datacenter: DataCenter | undefined;
  trial: boolean;
}

/** The size: a tier or custom cores, RAM and disk within bounds, and a disk family the data center offers. */
export function SizeSection({ tier, datacenter, trial }: SizeSectionProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <FormSection title={t('cloud.create.size')}>
      <TierChoice onlyEconomic={trial} />
      {tier === 'custom' && (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {(['cpu', 'ram', 'disk'] as const).map((key) => (
            <NumberField
              key={key}
              name={key}
              decimal={false}
              label={t(`cloud.create.${key}`)}
              helperText={t('cloud.create.bounds', CUSTOM_SERVER_BOUNDS[key])}
              {...CUSTOM_SERVER_BOUNDS[key]}
            />
          ))}
        </SimpleGrid>
      )}
      <SelectField
        name="disk_type"
        label={t('cloud.create.diskType')}
        placeholder={datacenter ? t('cloud.create.choose') : t('cloud.create.chooseDatacenterFirst')}
        disabled={!datacenter}
        options={(datacenter?.disk_types ?? []).map((type) => ({
          value: type,
          label: t(`cloud.disk.${type}`),
        }))}
      />
    </FormSection>
  );
}
