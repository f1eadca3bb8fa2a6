import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DNS_RECORD_TYPES } from '@portal/api-cdn';
import { Button, Field, Flex, Input, NativeSelect } from '@portal/shared-ui';
import type { DnsListState } from './dnsListState';

export interface DnsRecordsToolbarProps {
  state: DnsListState;
  onChange: (change: Partial<DnsListState>) => void;
  onAdd: () => void;
  onFetch: () => void;
  onImport: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search by name or content, filter by type, and the record actions (add, fetch, import, export). */
export function DnsRecordsToolbar({
  state,
  onChange,
  onAdd,
  onFetch,
  onImport,
  onExport,
  exporting,
}: DnsRecordsToolbarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const searchId = useId();
  const typeId = useId();
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
      <Field.Root flex="1 1 14rem" maxW={{ md: 'sm' }}>
        <Field.Label htmlFor={searchId} fontSize="sm">
          {t('cdn.dns.search.label')}
        </Field.Label>
        <Input
          id={searchId}
          type="search"
          size="sm"
          dir="ltr"
          autoComplete="off"
          value={state.search}
          onChange={(e) => onChange({ search: e.currentTarget.value })}
        />
      </Field.Root>
      <Field.Root flex="0 1 10rem">
        <Field.Label htmlFor={typeId} fontSize="sm">
          {t('cdn.dns.filter.type')}
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={typeId}
            value={state.type}
            onChange={(e) => onChange({ type: e.currentTarget.value as DnsListState['type'] })}
          >
            <option value="">{t('cdn.dns.filter.allTypes')}</option>
            {DNS_RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Flex gap="2" wrap="wrap" ms={{ lg: 'auto' }}>
        <Button size="sm" colorPalette="brand" onClick={onAdd}>
          {t('cdn.dns.action.add')}
        </Button>
        <Button size="sm" variant="outline" onClick={onFetch}>
          {t('cdn.dns.action.fetch')}
        </Button>
        <Button size="sm" variant="outline" onClick={onImport}>
          {t('cdn.dns.action.import')}
        </Button>
        <Button size="sm" variant="outline" onClick={onExport} loading={exporting}>
          {t('cdn.dns.action.export')}
        </Button>
      </Flex>
    </Flex>
  );
}
