import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DnsRecord, DnsRecordFields } from '@portal/api-cdn';
import {
  Button,
  Checkbox,
  DialogFrame,
  ErrorState,
  Flex,
  LoadingState,
  Stack,
  Text,
  VisuallyHidden,
  showToast,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useDnsRecordCreateMutation } from '../../data/dns/dns-record-create-mutation';
import { useFetchRecordsMutation } from '../../data/dns/fetch-records-mutation';
import type { SectionDomain } from '../../sections/useSectionDomain';
import { recordContent, recordOwner } from './recordDisplay';

export interface FetchRecordsDialogProps {
  open: boolean;
  domain: SectionDomain;
  onClose: () => void;
  /** the records the provider stored (those added before a refusal too) */
  onAdded?: (records: DnsRecord[]) => void;
}

/** The request for a found record: the fields the provider answered, as they are. */
function requestOf(r: DnsRecordFields) {
  const { proxy, ...fields } = r;
  return { ...fields, proxy: proxy === 'ACTIVE' };
}

/** "Fetch records": the records the domain's current nameservers give that the zone lacks, offered to add (all chosen at first). */
export function FetchRecordsDialog({ open, domain, onClose, onAdded }: FetchRecordsDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errorMessage = useApiErrorMessage();
  const scan = useFetchRecordsMutation();
  const create = useDnsRecordCreateMutation();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const { mutate: runScan, reset: resetScan } = scan;

  useEffect(() => {
    if (!open) return;
    runScan(
      { domainId: domain.id },
      { onSuccess: ({ records }) => setChosen(new Set(records.map((_, i) => i))) },
    );
    return () => resetScan();
  }, [open, domain.id, runScan, resetScan]);

  const found = scan.data?.records ?? [];

  const add = async () => {
    setAdding(true);
    const added: DnsRecord[] = [];
    try {
      // one call a record, in order, so a refusal names the record it is about
      for (const [i, record] of found.entries()) {
        if (!chosen.has(i)) continue;
        added.push((await create.mutateAsync({ domainId: domain.id, record: requestOf(record) })).data);
      }
      showToast({ title: t('cdn.dns.fetch.added', { count: added.length }) });
      onClose();
    } catch (error) {
      showToast({ type: 'error', title: errorMessage(error) });
    } finally {
      setAdding(false);
      if (added.length > 0) onAdded?.(added);
    }
  };

  return (
    <DialogFrame open={open} onClose={onClose} size="lg" scrollInside title={t('cdn.dns.fetch.title')}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('cdn.dns.fetch.description', { domain: domain.name })}
        </Text>
        {scan.isPending && <LoadingState />}
        {scan.isError && (
          <ErrorState message={errorMessage(scan.error)} onRetry={() => runScan({ domainId: domain.id })} />
        )}
        {scan.isSuccess && found.length === 0 && <Text>{t('cdn.dns.fetch.none')}</Text>}
        {found.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {found.map((r, i) => (
              <li key={`${r.type}-${r.name}-${r.content}`}>
                <Checkbox.Root
                  checked={chosen.has(i)}
                  onCheckedChange={(e) =>
                    setChosen((set) => {
                      const next = new Set(set);
                      if (e.checked === true) next.add(i);
                      else next.delete(i);
                      return next;
                    })
                  }
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput aria-labelledby={`fetched-${i}`} />
                  <VisuallyHidden id={`fetched-${i}`}>
                    {t('cdn.dns.fetch.select', { type: r.type, name: recordOwner(r) })}
                  </VisuallyHidden>
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="normal">
                    <Text as="span" fontFamily="mono" fontSize="sm">
                      {r.type}{' '}
                    </Text>
                    <Text as="bdi" dir="ltr" fontFamily="mono" fontSize="sm" wordBreak="break-all">
                      {recordOwner(r)} {recordContent({ ...r })}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              </li>
            ))}
          </Stack>
        )}
        <Flex gap="3" justify="flex-end">
          <Button variant="outline" onClick={onClose} disabled={adding}>
            {t('cdn.dns.action.cancel')}
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => void add()}
            loading={adding}
            disabled={chosen.size === 0 || found.length === 0}
          >
            {t('cdn.dns.fetch.add', { count: chosen.size })}
          </Button>
        </Flex>
      </Stack>
    </DialogFrame>
  );
}
