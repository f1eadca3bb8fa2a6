import { FormattedMessage } from 'react-intl';
import { changeEnd, type InvoiceChangeLike } from '@portal/shared-sdk';
import { Box, DateText, HStack, Price, Text } from '@portal/shared-ui';

export interface ChangeEntriesProps {
  changes: readonly InvoiceChangeLike[];
}

/** A resource's change entries: the value, the period it held and its price. */
export function ChangeEntries({ changes }: ChangeEntriesProps) {
  if (changes.length === 0) return null;
  return (
    <Box as="ul" listStyleType="none" ps="0" m="0" fontSize="xs" color="fg.muted">
      {changes.map((c, i) => {
        const end = changeEnd(c);
        return (
          <HStack as="li" key={i} gap="2" wrap="wrap">
            {c.value !== null && c.value !== undefined && (
              <Text as="span">
                <FormattedMessage
                  id="billing.invoice.changeValue"
                  values={{ value: <bdi>{String(c.value)}</bdi> }}
                />
              </Text>
            )}
            <Text as="span">
              <DateText value={c.started_at} time />
              {end !== null && (
                <>
                  {' – '}
                  <DateText value={end} time />
                </>
              )}
            </Text>
            <Price rials={c.price} />
          </HStack>
        );
      })}
    </Box>
  );
}
