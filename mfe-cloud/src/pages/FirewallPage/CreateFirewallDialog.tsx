import { useIntl } from 'react-intl';
import { validateFirewallName, type FirewallGroup } from '@portal/shared-sdk';
import { TextField } from '@portal/shared-ui';
import { useFirewallCreateMutation } from '../../data/firewalls/firewall-create-mutation';
import { DatacenterSelectField } from '../../components/DatacenterSelectField';
import { FormDialog } from '../../components/FormDialog';
import { ruleText } from '../../components/ruleText';
import { submitForm } from '../../components/submitForm';

export interface CreateFirewallDialogProps {
  open: boolean;
  onClose: () => void;
  /** the data center the page shows, chosen already */
  datacenterId?: number;
  /** the provider made it: the page shows it */
  onCreated: (group: FirewallGroup) => void;
}

interface Values {
  name?: string;
  datacenter_id?: string;
}

/** A new firewall group in one data center; its name is unique there. */
export function CreateFirewallDialog({ open, onClose, datacenterId, onCreated }: CreateFirewallDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const create = useFirewallCreateMutation();
  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={t('cloud.firewall.create.title')}
      submitLabel={t('cloud.firewall.create.submit')}
      initialValues={datacenterId === undefined ? {} : { datacenter_id: String(datacenterId) }}
      validate={({ name }) => {
        const problem = validateFirewallName(name);
        return problem ? { name: ruleText(intl, 'firewall', problem) } : {};
      }}
      onSubmit={(values) =>
        submitForm(
          () =>
            create.mutateAsync({
              name: (values.name ?? '').trim(),
              datacenter_id: Number(values.datacenter_id),
            }),
          ['name', 'datacenter_id'],
          ({ data }) => {
            onClose();
            onCreated(data);
          },
        )
      }
    >
      <TextField
        name="name"
        label={t('cloud.firewall.field.name')}
        required
        dir="ltr"
        maxLength={50}
        helperText={t('cloud.firewall.field.nameHelp')}
      />
      <DatacenterSelectField label={t('cloud.firewall.field.datacenter')} required />
    </FormDialog>
  );
}
