import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, AUDIT_PERIODS, AUDIT_RESOURCE_KINDS } from '@portal/api-account';
import { Field, NativeSelect, SimpleGrid } from '@portal/shared-ui';
import { filtersFromSearch, withFilter, type AuditFilters } from './auditSearch';

interface FilterProps {
  name: keyof AuditFilters;
  labelId: string;
  options: { value: string; label: string }[];
}

function Filter({ name, labelId, options }: FilterProps) {
  const intl = useIntl();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const value = filtersFromSearch(search)[name];
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{intl.formatMessage({ id: labelId })}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(e) => setSearch(withFilter(search, name, e.currentTarget.value))}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The log's filters (period, action, kind of resource), kept in the address. */
export function AuditFilterBar() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" flex="1">
      <Filter
        name="period"
        labelId="account.audit.period"
        options={AUDIT_PERIODS.map((p) => ({ value: p, label: t(`account.audit.period.${p}`) }))}
      />
      <Filter
        name="action"
        labelId="account.audit.action"
        options={[
          { value: '', label: t('account.audit.any') },
          ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`account.audit.action.${a}`) })),
        ]}
      />
      <Filter
        name="kind"
        labelId="account.audit.kind"
        options={[
          { value: '', label: t('account.audit.any') },
          ...AUDIT_RESOURCE_KINDS.map((k) => ({ value: k, label: t(`account.audit.kind.${k}`) })),
        ]}
      />
    </SimpleGrid>
  );
}
