import { useState } from 'react';
import { useIntl } from 'react-intl';
import { reportCountryName, type CdnReport } from '@portal/api-cdn';
import { Box, Button, Stack, Table, Text, usePortalLocale } from '@portal/shared-ui';
import { Panel } from '../../components/Panel';
import { ReportFrame } from '../ReportsPage/ReportFrame';
import { ReportTotals } from '../ReportsPage/ReportTotals';
import { formatBytes, formatCount } from '../ReportsPage/reportFormat';
import {
  DEFAULT_COUNTRY_SORT,
  nextCountrySort,
  sortCountries,
  type CountrySort,
  type CountrySortKey,
} from './countrySort';

// narrower cells on a phone, so the three columns fit 390 px without scrolling sideways
const CELL_PX = { base: '1.5', md: '3' } as const;

/** /cdn/{domain}/{id}/reports/country: requests and traffic of the period per country, a bar per row, sortable. */
export function ReportsCountryPage() {
  return <ReportFrame type="country">{(report) => <CountryReport report={report} />}</ReportFrame>;
}

function CountryReport({ report }: { report: CdnReport }) {
  const intl = useIntl();
  const { locale } = usePortalLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const bytes = (value: number) => formatBytes(value, (unit) => t(`ui.chart.unit.${unit}`));
  const [sort, setSort] = useState<CountrySort>(DEFAULT_COUNTRY_SORT);
  const rows = sortCountries(
    report.lists.map((r) => ({ ...r, name: reportCountryName(r.code, locale) })),
    sort,
    locale,
  );
  const total = report.statistics.requests ?? 0;
  const most = Math.max(1, ...rows.map((r) => r.requests));
  const title = t('cdn.reports.country.table');

  const header = (key: CountrySortKey, label: string) => (
    <Table.ColumnHeader
      aria-sort={sort.key === key ? sort.direction : 'none'}
      textAlign={key === 'name' ? 'start' : 'end'}
      px={CELL_PX}
    >
      <Button
        size="xs"
        variant="ghost"
        px="1"
        onClick={() => setSort(nextCountrySort(sort, key))}
        aria-label={t('cdn.reports.country.sortBy', { column: label })}
      >
        {label}
        <Box as="span" aria-hidden="true" ms="1">
          {sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </Box>
      </Button>
    </Table.ColumnHeader>
  );

  return (
    <Stack gap="4">
      <ReportTotals
        totals={[
          { key: 'requests', label: t('cdn.reports.country.requests'), value: formatCount(total) },
          {
            key: 'traffics',
            label: t('cdn.reports.country.traffics'),
            value: bytes(report.statistics.traffics ?? 0),
            worded: true,
          },
          {
            key: 'countries',
            label: t('cdn.reports.country.countries'),
            value: formatCount(report.statistics.countries ?? 0),
          },
        ]}
      />
      <Panel title={title}>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                {header('name', t('cdn.reports.country.name'))}
                {header('requests', t('cdn.reports.country.requests'))}
                {header('traffics', t('cdn.reports.country.traffics'))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => {
                const share = total > 0 ? Math.round((r.requests / total) * 1000) / 10 : 0;
                return (
                  <Table.Row key={r.code} data-country={r.code}>
                    {/* a long name wraps (a table's cells do not by default: "United Arab Emirates" on one
                        line widened the table past a phone); the figures and their units never do */}
                    <Table.Cell minW={{ base: '5.5rem', md: '10rem' }} px={CELL_PX} whiteSpace="normal">
                      <Text>{r.name}</Text>
                      {/* the bar grows from the reading start: the row's share of the busiest country's requests */}
                      <Box
                        role="meter"
                        aria-label={t('cdn.reports.country.share', { country: r.name })}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={share}
                        aria-valuetext={`${share}%`}
                        mt="1"
                        h="1.5"
                        borderRadius="full"
                        bg="bg.muted"
                      >
                        <Box
                          h="full"
                          borderRadius="full"
                          bg="brand.solid"
                          width={`${(r.requests / most) * 100}%`}
                        />
                      </Box>
                    </Table.Cell>
                    <Table.Cell textAlign="end" px={CELL_PX} whiteSpace="nowrap">
                      <bdi dir="ltr">{formatCount(r.requests)}</bdi>
                      <Text
                        as="span"
                        color="fg.muted"
                        fontSize="xs"
                        ms="2"
                        display={{ base: 'none', sm: 'inline' }}
                      >
                        <bdi dir="ltr">{share}%</bdi>
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" px={CELL_PX} whiteSpace="nowrap">
                      <bdi>{bytes(r.traffics)}</bdi>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Panel>
    </Stack>
  );
}
