import { useIntl } from 'react-intl';
import { CopyButton, HStack, Table, Text } from '@portal/shared-ui';

export interface NameserverTableProps {
  /** the product's two nameservers the domain must point to */
  required: readonly string[];
  /** the domain's nameservers now */
  current: readonly string[];
}

/**
 * The two nameservers to set at the registrar, each with a copy button, beside the domain's current
 * ones. Names are isolated left-to-right inside Persian text and wrap on a phone rather than hide.
 */
export function NameserverTable({ required, current }: NameserverTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rows = [0, 1].map((i) => ({
    label: t(i === 0 ? 'cdn.domain.ns.first' : 'cdn.domain.ns.second'),
    set: required[i] ?? '',
    now: current[i] ?? '',
  }));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2">
      <Table.Root size="sm" aria-label={t('cdn.domain.ns.table')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader />
            <Table.ColumnHeader>{t('cdn.domain.ns.setTo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('cdn.domain.ns.current')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.label}>
              <Table.Cell color="fg.muted" whiteSpace="nowrap">
                {row.label}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Text as="span" fontFamily="mono" fontWeight="medium" dir="ltr" overflowWrap="anywhere">
                    {row.set}
                  </Text>
                  <CopyButton text={row.set} label={t('cdn.domain.ns.copy', { nameserver: row.set })} />
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Text as="span" fontFamily="mono" color="fg.muted" dir="ltr" overflowWrap="anywhere">
                  {row.now || '—'}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
