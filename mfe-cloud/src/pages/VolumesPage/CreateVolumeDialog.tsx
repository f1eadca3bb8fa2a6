import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  validateVolume,
  volumeDailyCost,
  VOLUME_MAX_GB,
  VOLUME_MIN_GB,
  type Volume,
} from '@portal/shared-sdk';
import {
  Button,
  NumberField,
  Price,
  Stack,
  Text,
  TextField,
  showToast,
  toSubmissionErrors,
} from '@portal/shared-ui';
import { useDatacentersQuery } from '../../data/datacenters/datacenters-query';
import { usePriceListQuery } from '../../data/prices/price-list-query';
import { useVolumeCreateMutation } from '../../data/volumes/volume-create-mutation';
import { DatacenterSelectField } from '../../components/DatacenterSelectField';
import { FormDialog } from '../../components/FormDialog';
import { ruleErrors } from '../../components/ruleText';
import { VolumeCost } from './VolumeCost';

export interface CreateVolumeDialogProps {
  open: boolean;
  onClose: () => void;
  /** the provider made it: the page shows it */
  onCreated: (volume: Volume) => void;
}

interface Values {
  name?: string;
  size?: number;
  datacenter_id?: string;
}

const FIELDS = ['name', 'size', 'datacenter_id'];

/**
 * A new volume in two steps: name, size and data center with the cost a day as the size changes;
 * then the same figures to confirm before anything is made.
 */
export function CreateVolumeDialog({ open, onClose, onCreated }: CreateVolumeDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) =>
    intl.formatMessage({ id }, values as never) as string;
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const create = useVolumeCreateMutation();
  const prices = usePriceListQuery();
  const datacenters = useDatacentersQuery();
  const close = () => {
    setStep('form');
    onClose();
  };

  const onSubmit = async (values: Values) => {
    if (step === 'form') {
      setStep('confirm');
      return undefined;
    }
    try {
      const { message, data } = await create.mutateAsync({
        name: (values.name ?? '').trim(),
        size: values.size as number,
        datacenter_id: Number(values.datacenter_id),
      });
      showToast({ title: message });
      close();
      onCreated(data);
      return undefined;
    } catch (error) {
      // back to the fields, with the provider's messages beside them
      setStep('form');
      return toSubmissionErrors(error, FIELDS);
    }
  };

  return (
    <FormDialog<Values>
      open={open}
      onClose={close}
      title={t('cloud.volumes.create.title')}
      submitLabel={t(step === 'form' ? 'cloud.common.continue' : 'cloud.volumes.create.submit')}
      initialValues={{ size: VOLUME_MIN_GB }}
      validate={(values) => ruleErrors(intl, 'volumes', validateVolume(values))}
      onSubmit={onSubmit}
      extraActions={
        step === 'confirm' && (
          <Button variant="ghost" onClick={() => setStep('form')}>
            {t('cloud.common.back')}
          </Button>
        )
      }
    >
      {(values) => (
        <>
          {/* hidden, not unmounted, while confirming: the provider's refusals come back beside the fields */}
          <Stack gap="4" hidden={step === 'confirm'}>
            <TextField
              name="name"
              label={t('cloud.volumes.field.name')}
              required
              dir="ltr"
              maxLength={64}
              helperText={t('cloud.volumes.field.nameHelp')}
            />
            <NumberField
              name="size"
              label={t('cloud.volumes.field.size')}
              required
              min={VOLUME_MIN_GB}
              max={VOLUME_MAX_GB}
              decimal={false}
            />
            <DatacenterSelectField label={t('cloud.volumes.field.datacenter')} required />
            <VolumeCost size={values.size} />
          </Stack>
          {step === 'confirm' && (
            <Text>
              {intl.formatMessage(
                { id: 'cloud.volumes.create.confirm' },
                {
                  name: (
                    <bdi key="name" dir="ltr">
                      {values.name}
                    </bdi>
                  ),
                  size: values.size,
                  datacenter:
                    datacenters.data?.find((dc) => String(dc.id) === values.datacenter_id)?.display_name ??
                    '',
                  price: (
                    <Price
                      key="price"
                      rials={prices.data ? (volumeDailyCost(values.size ?? 0, prices.data) ?? 0) : 0}
                    />
                  ),
                },
              )}
            </Text>
          )}
        </>
      )}
    </FormDialog>
  );
}
