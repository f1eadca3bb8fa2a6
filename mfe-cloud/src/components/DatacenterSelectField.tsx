import { useIntl } from 'react-intl';
import { SelectField } from '@portal/shared-ui';
import { useDatacentersQuery } from '../data/datacenters/datacenters-query';

export interface DatacenterSelectFieldProps {
  name?: string;
  label: string;
  required?: boolean;
  /** a first choice with an empty value (e.g. "Every data center") instead of "Choose…" */
  emptyLabel?: string;
}

/**
 * The data centers new resources can go to: hidden ones are left out, inactive ones shown but not
 * choosable ("not available").
 */
export function DatacenterSelectField({
  name = 'datacenter_id',
  label,
  required,
  emptyLabel,
}: DatacenterSelectFieldProps) {
  const intl = useIntl();
  const datacenters = useDatacentersQuery();
  const options = (datacenters.data ?? [])
    .filter((dc) => !dc.is_hidden)
    .map((dc) => ({
      value: String(dc.id),
      label: dc.is_active
        ? dc.display_name
        : intl.formatMessage({ id: 'cloud.common.datacenterInactive' }, { name: dc.display_name }),
      disabled: !dc.is_active,
    }));
  return (
    <SelectField
      name={name}
      label={label}
      required={required}
      placeholder={emptyLabel ?? intl.formatMessage({ id: 'cloud.common.choose' })}
      options={options}
      disabled={datacenters.isPending}
    />
  );
}
