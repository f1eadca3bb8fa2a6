import { useIntl } from 'react-intl';
import { isServerSettled, type Server } from '@portal/shared-sdk';
import { SelectField } from '@portal/shared-ui';
import { useServersQuery } from '../data/servers/servers-query';

export interface ServerSelectFieldProps {
  name?: string;
  label: string;
  /** only the servers of this data center */
  datacenterId?: number;
  /** servers to leave out (already attached) */
  exclude?: readonly number[];
  /** an extra line under each server, e.g. its disk size */
  describe?: (server: Server) => string;
  helperText?: string;
}

/**
 * The customer's servers to choose from: a server that is not on or off (being built, restarted,
 * rescued, suspended) is shown with its state and cannot be chosen, as the provider would refuse it.
 */
export function ServerSelectField({
  name = 'server_id',
  label,
  datacenterId,
  exclude = [],
  describe,
  helperText,
}: ServerSelectFieldProps) {
  const intl = useIntl();
  const servers = useServersQuery();
  const candidates = (servers.data ?? []).filter(
    (s) => (datacenterId === undefined || s.datacenter.id === datacenterId) && !exclude.includes(s.id),
  );
  const options = candidates.map((s) => {
    const name = s.display_name || s.name;
    const text = describe ? `${name} · ${describe(s)}` : name;
    return isServerSettled(s.status)
      ? { value: String(s.id), label: text }
      : {
          value: String(s.id),
          label: intl.formatMessage({ id: 'cloud.common.serverBusy' }, { server: text }),
          disabled: true,
        };
  });
  const none = !servers.isPending && options.length === 0;
  return (
    <SelectField
      name={name}
      label={label}
      required
      placeholder={intl.formatMessage({ id: none ? 'cloud.common.noServers' : 'cloud.common.choose' })}
      options={options}
      disabled={servers.isPending || none}
      helperText={helperText}
    />
  );
}
