import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DnsRecord } from '@portal/shared-sdk';
import { Checkbox, ConfirmDialog, Text, VisuallyHidden } from '@portal/shared-ui';
import { useDnsRecordUpdateMutation } from '../../data/dns/dns-record-update-mutation';
import { useCheckedInput } from '../../sections/useCheckedInput';
import { useSettingSaver } from '../../sections/useSettingSaver';
import { recordValuesOf, toRecordRequest } from './recordForm';
import { recordOwner } from './recordDisplay';

export interface ProxyToggleProps {
  domainId: number;
  record: DnsRecord;
}

/**
 * A proxiable record's proxy, on or off. Turning it off first says what is lost (the CDN stops
 * caching and protecting the record, and deletes the settings it kept for it).
 */
export function ProxyToggle({ domainId, record }: ProxyToggleProps) {
  const intl = useIntl();
  const update = useDnsRecordUpdateMutation();
  const save = useSettingSaver(update);
  const [confirming, setConfirming] = useState(false);
  const on = record.proxy === 'ACTIVE';
  const input = useCheckedInput(on);
  const name = recordOwner(record);
  const labelId = useId();

  const send = (proxy: boolean) =>
    save(
      { domainId, recordId: record.id, record: toRecordRequest({ ...recordValuesOf(record), proxy }) },
      () => setConfirming(false),
    );

  return (
    <>
      <Checkbox.Root
        checked={on}
        disabled={update.isPending}
        onCheckedChange={(e) => (e.checked === true ? send(true) : setConfirming(true))}
        colorPalette="brand"
        size="sm"
      >
        <Checkbox.HiddenInput ref={input} aria-labelledby={labelId} />
        <VisuallyHidden id={labelId}>
          {intl.formatMessage({ id: 'cdn.dns.proxy.toggle' }, { name })}
        </VisuallyHidden>
        <Checkbox.Control />
        {/* on a phone the box alone says it; the hidden input keeps the name */}
        <Checkbox.Label fontWeight="normal" whiteSpace="nowrap" display={{ base: 'none', md: 'inline' }}>
          <FormattedMessage id={on ? 'cdn.dns.proxy.on' : 'cdn.dns.proxy.off'} />
        </Checkbox.Label>
      </Checkbox.Root>
      <ConfirmDialog
        open={confirming}
        size="md"
        danger
        loading={update.isPending}
        title={intl.formatMessage({ id: 'cdn.dns.proxy.offTitle' }, { name })}
        confirmLabel={intl.formatMessage({ id: 'cdn.dns.proxy.offConfirm' })}
        onClose={() => setConfirming(false)}
        onConfirm={() => send(false)}
      >
        <Text>
          <FormattedMessage
            id="cdn.dns.proxy.offBody"
            values={{ content: <bdi dir="ltr">{record.content}</bdi> }}
          />
        </Text>
      </ConfirmDialog>
    </>
  );
}
