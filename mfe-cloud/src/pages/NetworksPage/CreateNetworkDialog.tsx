import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { validatePrivateNetwork, type PrivateNetwork } from '@portal/shared-sdk';
import { SimpleGrid, TextField, toSubmissionErrors } from '@portal/shared-ui';
import { useNetworkCreateMutation } from '../../data/networks/network-create-mutation';
import { DatacenterSelectField } from '../../components/DatacenterSelectField';
import { FormDialog } from '../../components/FormDialog';
import { nestFieldErrors, ruleErrors } from '../../components/ruleText';
import { submitForm } from '../../components/submitForm';

export interface CreateNetworkDialogProps {
  open: boolean;
  onClose: () => void;
  /** the customer's networks: a new range may not overlap one of the same data center */
  networks: readonly PrivateNetwork[];
  /** the provider made it: the page shows it */
  onCreated: (network: PrivateNetwork) => void;
}

interface Values {
  name?: string;
  datacenter_id?: string;
  subnet?: string;
  gateway?: string;
  dhcp_from?: string;
  dhcp_to?: string;
  dns_servers?: string[];
}

const FIELDS = [
  'name',
  'datacenter_id',
  'subnet',
  'gateway',
  'dhcp_from',
  'dhcp_to',
  'dns_servers',
  'dns_servers.0',
  'dns_servers.1',
];

/** The provider's refusal beside the fields, the DNS servers' by their place in the list. */
function submissionErrors(error: unknown): SubmissionErrors {
  const { [FORM_ERROR]: formError, ...fields } = toSubmissionErrors(error, FIELDS) ?? {};
  return { ...nestFieldErrors(fields), ...(formError ? { [FORM_ERROR]: formError } : {}) };
}

/**
 * A private network with every rule of its range checked as it is typed: valid IPs, To after From,
 * the range inside the subnet, the gateway outside the range, two addresses left outside, no overlap
 * with another network of the data center, valid DNS servers.
 */
export function CreateNetworkDialog({ open, onClose, networks, onCreated }: CreateNetworkDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const create = useNetworkCreateMutation();
  const onSubmit = (values: Values) =>
    submitForm(
      () =>
        create.mutateAsync({
          name: (values.name ?? '').trim(),
          datacenter_id: Number(values.datacenter_id),
          subnet: (values.subnet ?? '').trim(),
          gateway: (values.gateway ?? '').trim(),
          dhcp_from: (values.dhcp_from ?? '').trim(),
          dhcp_to: (values.dhcp_to ?? '').trim(),
          dns_servers: (values.dns_servers ?? []).map((d) => (d ?? '').trim()).filter((d) => d !== ''),
        }),
      submissionErrors,
      ({ data }) => {
        onClose();
        onCreated(data);
      },
    );
  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={t('cloud.networks.create.title')}
      submitLabel={t('cloud.networks.create.submit')}
      validate={(values) => {
        const existing = networks.filter((n) => String(n.datacenter.id) === values.datacenter_id);
        return ruleErrors(intl, 'networks', validatePrivateNetwork(values, existing));
      }}
      onSubmit={onSubmit}
    >
      <TextField name="name" label={t('cloud.networks.field.name')} required maxLength={50} />
      <DatacenterSelectField label={t('cloud.networks.field.datacenter')} required />
      <TextField
        name="subnet"
        label={t('cloud.networks.field.subnet')}
        required
        dir="ltr"
        placeholder="10.20.0.0/24"
        helperText={t('cloud.networks.field.subnetHelp')}
      />
      <TextField
        name="gateway"
        label={t('cloud.networks.field.gateway')}
        required
        dir="ltr"
        placeholder="10.20.0.1"
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          name="dhcp_from"
          label={t('cloud.networks.field.from')}
          required
          dir="ltr"
          placeholder="10.20.0.10"
        />
        <TextField
          name="dhcp_to"
          label={t('cloud.networks.field.to')}
          required
          dir="ltr"
          placeholder="10.20.0.200"
        />
        <TextField
          name="dns_servers[0]"
          label={t('cloud.networks.field.dns1')}
          dir="ltr"
          placeholder="1.1.1.1"
        />
        <TextField
          name="dns_servers[1]"
          label={t('cloud.networks.field.dns2')}
          dir="ltr"
          placeholder="8.8.8.8"
        />
      </SimpleGrid>
    </FormDialog>
  );
}
