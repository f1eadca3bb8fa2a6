import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DOMAIN_STATUSES, type DomainStatus } from '@portal/shared-sdk';
import { Field, Flex, Input, NativeSelect } from '@portal/shared-ui';

export interface DomainsToolbarProps {
  search: string;
  status: DomainStatus | null;
  onSearch: (search: string) => void;
  onStatus: (status: DomainStatus | null) => void;
}

/**
 * Search by name and filter by status. The search box keeps what is typed while the address
 * catches up, and follows the address when it changes otherwise (back, forward).
 */
export function DomainsToolbar({ search, status, onSearch, onStatus }: DomainsToolbarProps) {
  const intl = useIntl();
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  const written = useRef(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== written.current) setText(search);
  }
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Flex gap="3" wrap="wrap" align="end" mb="3">
      <Field.Root flex="1" minW="12rem">
        <Field.Label>{t('cdn.domains.search')}</Field.Label>
        <Input
          type="search"
          value={text}
          placeholder={t('cdn.domains.searchPlaceholder')}
          autoComplete="off"
          onChange={(e) => {
            const value = e.currentTarget.value;
            setText(value);
            written.current = value;
            onSearch(value);
          }}
        />
      </Field.Root>
      <Field.Root width={{ base: 'full', sm: '14rem' }}>
        <Field.Label>{t('cdn.domains.statusFilter')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={status ?? ''}
            onChange={(e) => onStatus((e.currentTarget.value || null) as DomainStatus | null)}
          >
            <option value="">{t('cdn.domains.allStatuses')}</option>
            {DOMAIN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`cdn.domains.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
