import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { CUSTOM_SERVER_BOUNDS, SERVER_TIERS, hardwareChangeProblem, type Server } from '@portal/shared-sdk';
import {
  ConfirmDialog,
  NumberField,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
  showToast,
  toSubmissionErrors,
} from '@portal/shared-ui';
import { useOsImagesQuery } from '../../data/catalog/os-images-query';
import { useServerRebuildHardwareMutation } from '../../data/servers/server-rebuild-hardware-mutation';
import { sizeErrorText } from '../../servers/sizeErrorText';
import { tierOptionLabel } from '../../servers/tierOptionLabel';

export interface RebuildHardwareDialogProps {
  server: Server;
  open: boolean;
  onClose: () => void;
}

interface SizeValues {
  tier: string;
  cpu?: number;
  ram?: number;
  disk?: number;
}

/** Moves the server to another size after a confirmation; the disk never shrinks (the shared rule, checked before sending). */
export function RebuildHardwareDialog({ server, open, onClose }: RebuildHardwareDialogProps) {
  const intl = useIntl();
  const rebuild = useServerRebuildHardwareMutation();
  const osMinDisk = useOsImagesQuery().data?.find((os) => os.id === server.os.id)?.min_disk ?? 0;
  const current = { cpu: server.cpu, ram: server.ram, disk: server.disk };
  return (
    <Form<SizeValues>
      initialValues={{
        tier: server.tier === 'custom' ? 'custom' : '',
        cpu: server.cpu,
        ram: server.ram,
        disk: server.disk,
      }}
      validate={(values) => {
        if (!values.tier) return { tier: intl.formatMessage({ id: 'cloud.server.rebuild.chooseSize' }) };
        const problem = hardwareChangeProblem(current, values, osMinDisk);
        if (!problem) return {};
        const text = Object.fromEntries(
          Object.entries(problem).map(([field, e]) => [field, sizeErrorText(intl, e)]),
        );
        if (problem.tier?.kind === 'tier')
          text.tier = intl.formatMessage({ id: 'cloud.server.rebuild.sameSize' });
        if (problem.disk?.kind === 'range' && problem.disk.min === server.disk && values.tier !== 'custom')
          text.tier = intl.formatMessage({ id: 'cloud.server.rebuild.diskShrink' }, { disk: server.disk });
        return text;
      }}
      onSubmit={async (values, form) => {
        try {
          const size =
            values.tier === 'custom'
              ? { tier: 'custom' as const, cpu: values.cpu, ram: values.ram, disk: values.disk }
              : { tier: values.tier as Server['tier'] };
          const { message } = await rebuild.mutateAsync({ serverId: server.id, size });
          showToast({ title: message, type: 'success' });
          form.restart();
          onClose();
          return undefined;
        } catch (error) {
          return toSubmissionErrors(error, ['tier', 'cpu', 'ram', 'disk']);
        }
      }}
      render={({ form, values, submitting, submitError }) => (
        <ConfirmDialog
          open={open}
          onClose={onClose}
          onConfirm={() => void form.submit()}
          danger
          loading={submitting}
          size="md"
          title={intl.formatMessage({ id: 'cloud.server.rebuild.hardwareTitle' })}
          confirmLabel={intl.formatMessage({ id: 'cloud.server.rebuild.confirm' })}
        >
          <Stack gap="3">
            <Text>{intl.formatMessage({ id: 'cloud.server.rebuild.hardwareWarning' })}</Text>
            <SelectField
              name="tier"
              label={intl.formatMessage({ id: 'cloud.create.tier' })}
              placeholder={intl.formatMessage({ id: 'cloud.create.choose' })}
              options={SERVER_TIERS.map((tier) => ({ value: tier, label: tierOptionLabel(intl, tier) }))}
            />
            {values.tier === 'custom' && (
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                {(['cpu', 'ram', 'disk'] as const).map((key) => (
                  <NumberField
                    key={key}
                    name={key}
                    decimal={false}
                    label={intl.formatMessage({ id: `cloud.create.${key}` })}
                    {...CUSTOM_SERVER_BOUNDS[key]}
                  />
                ))}
              </SimpleGrid>
            )}
            {submitError && (
              <Text color="fg.error" role="alert">
                {String(submitError)}
              </Text>
            )}
          </Stack>
        </ConfirmDialog>
      )}
    />
  );
}
