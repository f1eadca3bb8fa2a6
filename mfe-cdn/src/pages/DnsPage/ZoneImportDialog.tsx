import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ZoneImportResult } from '@portal/api-cdn';
import type { DnsRecordTarget } from '../../data/dns/dns-record-page';
import {
  Button,
  DialogFrame,
  Field,
  Flex,
  Input,
  Stack,
  Text,
  Textarea,
  showToast,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useZoneImportMutation } from '../../data/dns/zone-import-mutation';
import type { SectionDomain } from '../../sections/useSectionDomain';
import { SectionPlanGate } from '../../sections/SectionPlanGate';
import { ZonePreview } from './ZonePreview';

export interface ZoneImportDialogProps {
  open: boolean;
  domain: SectionDomain;
  onClose: () => void;
  /** the records the import added (their fields: an import answers no ids) */
  onImported?: (records: DnsRecordTarget[]) => void;
}

/**
 * Import a BIND zone file (professional plan): choose a file or paste it, see what would be added
 * and each line's problem (the provider's preview), then import; nothing changes before that.
 */
export function ZoneImportDialog({ open, domain, onClose, onImported }: ZoneImportDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errorMessage = useApiErrorMessage();
  const importer = useZoneImportMutation();
  const [zone, setZone] = useState('');
  const [preview, setPreview] = useState<{ zone: string; result: ZoneImportResult } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = preview && preview.zone === zone ? preview.result : null;

  const close = () => {
    setZone('');
    setPreview(null);
    setProblem(null);
    onClose();
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) setZone(await file.text());
  };

  const runPreview = () => {
    if (zone.trim() === '') {
      setProblem(t('cdn.dns.import.required'));
      return;
    }
    setProblem(null);
    importer.mutate(
      { domainId: domain.id, zone, preview: true },
      {
        onSuccess: ({ data }) => setPreview({ zone, result: data }),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const runImport = () =>
    importer.mutate(
      { domainId: domain.id, zone, preview: false },
      {
        onSuccess: ({ message, data }) => {
          showToast({ title: message });
          close();
          onImported?.(data.records);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );

  return (
    <DialogFrame
      open={open}
      onClose={close}
      size="lg"
      scrollInside
      closeOnOutsideClick={false}
      title={t('cdn.dns.import.title')}
    >
      <SectionPlanGate feature="zone_import">
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {t('cdn.dns.import.description')}
          </Text>
          <Field.Root>
            <Field.Label>{t('cdn.dns.import.file')}</Field.Label>
            <Input
              type="file"
              size="sm"
              p="1"
              accept=".zone,.txt,.db,text/plain"
              onChange={(e) => void readFile(e)}
            />
          </Field.Root>
          <Field.Root invalid={problem !== null}>
            <Field.Label>{t('cdn.dns.import.text')}</Field.Label>
            <Textarea
              value={zone}
              onChange={(e) => setZone(e.currentTarget.value)}
              rows={8}
              dir="ltr"
              fontFamily="mono"
              fontSize="xs"
              spellCheck={false}
              placeholder={`$ORIGIN ${domain.name}.\nwww 3600 IN A 192.0.2.10`}
            />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          {current && <ZonePreview result={current} />}
          <Flex gap="3" justify="flex-end" wrap="wrap">
            <Button variant="outline" onClick={close} disabled={importer.isPending}>
              {t('cdn.dns.action.cancel')}
            </Button>
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={runPreview}
              loading={importer.isPending && !current}
            >
              {t('cdn.dns.import.preview')}
            </Button>
            <Button
              colorPalette="brand"
              onClick={runImport}
              disabled={!current || current.count === 0 || current.errors.length > 0}
              loading={importer.isPending && !!current}
            >
              {t('cdn.dns.import.confirm', { count: current?.count ?? 0 })}
            </Button>
          </Flex>
        </Stack>
      </SectionPlanGate>
    </DialogFrame>
  );
}
