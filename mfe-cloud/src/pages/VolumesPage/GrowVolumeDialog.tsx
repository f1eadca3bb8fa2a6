import { useIntl } from 'react-intl';
import { validateVolumeGrowth, VOLUME_MAX_GB, type Volume } from '@portal/shared-sdk';
import { NumberField } from '@portal/shared-ui';
import { useVolumeUpdateMutation } from '../../data/volumes/volume-update-mutation';
import { FormDialog } from '../../components/FormDialog';
import { submitForm } from '../../components/submitForm';
import { ruleText } from '../../components/ruleText';
import { VolumeCost } from './VolumeCost';

export interface GrowVolumeDialogProps {
  volume: Volume | null;
  onClose: () => void;
}

/** Give a volume more space (never less), with what the new size costs a day. */
export function GrowVolumeDialog({ volume, onClose }: GrowVolumeDialogProps) {
  const intl = useIntl();
  const grow = useVolumeUpdateMutation();
  const current = volume?.size ?? 0;
  const onSubmit = async ({ size }: { size?: number }) => {
    if (!volume) return undefined;
    return submitForm(
      () => grow.mutateAsync({ volumeId: volume.id, size: size as number }),
      ['size'],
      onClose,
    );
  };
  return (
    <FormDialog<{ size?: number }>
      open={volume !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'cloud.volumes.grow.title' }, { name: volume?.name ?? '' })}
      submitLabel={intl.formatMessage({ id: 'cloud.volumes.grow.submit' })}
      initialValues={{ size: current }}
      validate={({ size }) => {
        const problem = validateVolumeGrowth(current, size);
        return problem ? { size: ruleText(intl, 'volumes', problem) } : {};
      }}
      onSubmit={onSubmit}
    >
      {(values) => (
        <>
          <NumberField
            name="size"
            label={intl.formatMessage({ id: 'cloud.volumes.field.newSize' })}
            required
            max={VOLUME_MAX_GB}
            decimal={false}
            helperText={intl.formatMessage(
              { id: 'cloud.volumes.grow.help' },
              { size: current, max: VOLUME_MAX_GB },
            )}
          />
          <VolumeCost size={values.size} />
        </>
      )}
    </FormDialog>
  );
}
