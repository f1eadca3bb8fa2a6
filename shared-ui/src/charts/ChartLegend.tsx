import { Box, HStack, Text } from '@chakra-ui/react';

export interface ChartLegendItem {
  key: string;
  label: string;
  color: string;
  /** e.g. a formatted price */
  value?: string;
}

/**
 * An HTML legend (not an SVG one): it flows in the page's direction, so in RTL the first series
 * stands at the right, and its text gets the page's font and bidi handling.
 */
export function ChartLegend({ items }: { items: ChartLegendItem[] }) {
  return (
    <HStack as="ul" wrap="wrap" gap="4" listStyleType="none" m="0" p="0" justify="center">
      {items.map((item) => (
        <HStack as="li" key={item.key} gap="2">
          <Box boxSize="3" rounded="sm" bg={item.color} flexShrink={0} aria-hidden="true" />
          <Text fontSize="sm">{item.label}</Text>
          {item.value && (
            <Text fontSize="sm" color="fg.muted">
              <bdi>{item.value}</bdi>
            </Text>
          )}
        </HStack>
      ))}
    </HStack>
  );
}
