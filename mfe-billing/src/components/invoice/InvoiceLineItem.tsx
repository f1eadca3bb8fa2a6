import { FormattedMessage, useIntl } from 'react-intl';
import {
  invoiceAdditionalUsages,
  invoiceLineResources,
  invoiceLineTitle,
  type InvoiceLineLike,
} from '@portal/shared-sdk';
import { Badge, Box, DateText, Flex, Price, Table, Text } from '@portal/shared-ui';
import { ChangeEntries } from './ChangeEntries';

export interface InvoiceLineItemProps {
  line: InvoiceLineLike;
}

/** One invoice line: name or plan label, price, period, then its resources and additional usages with their change entries. */
export function InvoiceLineItem({ line }: InvoiceLineItemProps) {
  const intl = useIntl();
  const title = invoiceLineTitle(line);
  const resources = invoiceLineResources(line);
  const usages = invoiceAdditionalUsages(line);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="invoice-line">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Text fontWeight="semibold">
            <bdi>{title}</bdi>
            {line.name && line.plan_label && (
              <Badge ms="2" variant="subtle">
                <bdi>{line.plan_label}</bdi>
              </Badge>
            )}
          </Text>
          {line.started_at && (
            <Text fontSize="xs" color="fg.muted">
              <DateText value={line.started_at} />
              {line.finished_at ? (
                <>
                  {' – '}
                  <DateText value={line.finished_at} />
                </>
              ) : null}
            </Text>
          )}
        </Box>
        <Text fontWeight="semibold" data-testid="line-price">
          <Price rials={line.price} />
        </Text>
      </Flex>
      {/* a line without resources (support plan, free volume, extra item) shows its own change entries */}
      {resources.length === 0 && usages.length === 0 && line.changes && line.changes.length > 0 && (
        <Box mt="2">
          <ChangeEntries changes={line.changes} />
        </Box>
      )}
      {resources.length > 0 && (
        <Table.Root
          size="sm"
          mt="2"
          aria-label={intl.formatMessage({ id: 'billing.invoice.resourcesOf' }, { name: title })}
        >
          <Table.Body>
            {resources.map((r) => (
              <Table.Row key={`${r.key}-${r.name ?? ''}`}>
                <Table.Cell width="30%">
                  <FormattedMessage
                    id={`billing.invoice.resource.${r.key}`}
                    values={{ name: r.name ?? '' }}
                  />
                </Table.Cell>
                <Table.Cell>
                  <ChangeEntries changes={r.changes} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Price rials={r.price} />
                </Table.Cell>
              </Table.Row>
            ))}
            {usages.map((u) => (
              <Table.Row key={`usage-${u.key}`}>
                <Table.Cell>
                  <FormattedMessage id={`billing.invoice.usage.${u.key}`} />
                </Table.Cell>
                <Table.Cell fontSize="xs" color="fg.muted">
                  <FormattedMessage
                    id="billing.invoice.changeValue"
                    values={{ value: <bdi>{u.value.toLocaleString('en-US')}</bdi> }}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Price rials={u.price} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
