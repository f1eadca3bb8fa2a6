import { useIntl } from 'react-intl';
import { Box, Flex, Text } from '@portal/shared-ui';
import type { PaletteEntry } from './paletteEntry';

export interface PaletteOptionProps {
  id: string;
  entry: PaletteEntry;
  selected: boolean;
  onChoose: () => void;
  onHover: () => void;
}

/** One result: its title, its second line (an address, an IP: kept left-to-right inside Persian text) and what it is. */
export function PaletteOption({ id, entry, selected, onChoose, onHover }: PaletteOptionProps) {
  const intl = useIntl();
  return (
    <Flex
      id={id}
      role="option"
      aria-selected={selected}
      data-kind={entry.kind}
      align="center"
      gap="3"
      px="4"
      py="2"
      cursor="pointer"
      bg={selected ? 'bg.emphasized' : undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
      onMouseMove={selected ? undefined : onHover}
    >
      <Box flex="1" minW="0">
        <Text truncate>{entry.title}</Text>
        {entry.detail && (
          <Text fontSize="xs" color="fg.muted" truncate>
            <bdi>{entry.detail}</bdi>
          </Text>
        )}
      </Box>
      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
        {intl.formatMessage({ id: `shell.palette.kind.${entry.kind}` })}
      </Text>
    </Flex>
  );
}
