import { useIntl } from 'react-intl';
import { Box, SimpleGrid, Text } from '@portal/shared-ui';

export interface ReportTotal {
  key: string;
  label: string;
  value: string;
  /**
   * a bare figure reads left to right; one with a unit word (2.51 گیگابایت) or a name takes the
   * direction of its words, so the unit stays after the figure for the reader
   */
  worded?: boolean;
}

/** The totals of a report's period, at the top of the page: a figure per card, Latin digits. */
export function ReportTotals({ totals }: { totals: ReportTotal[] }) {
  const intl = useIntl();
  return (
    <SimpleGrid
      as="dl"
      aria-label={intl.formatMessage({ id: 'cdn.reports.totals' })}
      columns={{ base: 2, md: Math.min(totals.length, 4) }}
      gap="3"
      m="0"
    >
      {totals.map((total) => (
        <Box key={total.key} borderWidth="1px" borderRadius="md" p="3" data-total={total.key}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {total.label}
          </Text>
          <Text as="dd" m="0" fontSize="xl" fontWeight="semibold" data-testid={`total-${total.key}`}>
            {total.worded ? <bdi>{total.value}</bdi> : <bdi dir="ltr">{total.value}</bdi>}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
