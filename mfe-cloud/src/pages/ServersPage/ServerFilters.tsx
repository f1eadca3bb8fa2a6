import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Field, Flex, Input, NativeSelect } from '@portal/shared-ui';
import { SERVER_STATUS_FILTERS, type ServerStatusFilter } from './serverListState';

export interface ServerFiltersProps {
  q: string;
  status: ServerStatusFilter;
  onChange: (next: { q: string; status: ServerStatusFilter }) => void;
}

/** The list's search box and state filter; the address follows each keystroke a moment later. */
export function ServerFilters({ q, status, onChange }: ServerFiltersProps) {
  const intl = useIntl();
  const [text, setText] = useState(q);
  const latest = useRef({ onChange, status });
  useEffect(() => {
    latest.current = { onChange, status };
  });
  // the address may change under the box (back, a link): follow it
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text === q) return undefined;
    const timer = setTimeout(() => latest.current.onChange({ q: text, status: latest.current.status }), 250);
    return () => clearTimeout(timer);
  }, [text, q]);

  return (
    <Flex gap="3" wrap="wrap" mb="3" role="search">
      <Field.Root flex="1" minW="48">
        <Field.Label srOnly>{intl.formatMessage({ id: 'cloud.servers.search' })}</Field.Label>
        <Input
          type="search"
          size="sm"
          value={text}
          dir="auto"
          placeholder={intl.formatMessage({ id: 'cloud.servers.searchPlaceholder' })}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </Field.Root>
      <Field.Root width={{ base: 'full', sm: '56' }}>
        <Field.Label srOnly>{intl.formatMessage({ id: 'cloud.servers.statusFilter' })}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={status}
            onChange={(e) => onChange({ q: text, status: e.currentTarget.value as ServerStatusFilter })}
          >
            {SERVER_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `cloud.servers.filter.${s}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
