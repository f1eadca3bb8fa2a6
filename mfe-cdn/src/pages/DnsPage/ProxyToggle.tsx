import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { DnsRecord } from '@portal/api-cdn';
import { recordOwner } from './recordDisplay';

export interface ProxyToggleProps {
  record: DnsRecord;
  /** the record's change is being saved: the switch waits */
  pending: boolean;
  /** the switch was clicked: `on` is what it asks for (the table confirms turning it off) */
  onChange: (record: DnsRecord, on: boolean) => void;
}

/**
 * A proxiable record's proxy, on or off: a native checkbox held at the stored value (a click only
 * asks; the box moves when the record does), named after the record for screen readers. On a
 * phone the box alone says it. Styled by the table (dnsTableStyles).
 */
export const ProxyToggle = memo(function ProxyToggle({ record, pending, onChange }: ProxyToggleProps) {
  const intl = useIntl();
  const on = record.proxy === 'ACTIVE';
  return (
    <label className="dns-proxy">
      <input
        type="checkbox"
        checked={on}
        disabled={pending}
        aria-label={intl.formatMessage({ id: 'cdn.dns.proxy.toggle' }, { name: recordOwner(record) })}
        onChange={() => onChange(record, !on)}
      />
      <span className="dns-wide">
        {intl.formatMessage({ id: on ? 'cdn.dns.proxy.on' : 'cdn.dns.proxy.off' })}
      </span>
    </label>
  );
});
