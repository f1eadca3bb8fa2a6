import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Card, Link, SimpleGrid, Text } from '@portal/shared-ui';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';

interface Tile {
  key: string;
  label: string;
  to?: string;
}

// SPEC §2: video service, streaming and the price calculator are placeholders.
const TILES: Tile[] = [
  { key: 'cdn', label: 'shell.tile.cdn', to: '/cdn' },
  { key: 'dns', label: 'shell.tile.dns', to: '/cdn' },
  { key: 'firewall', label: 'shell.tile.firewall', to: '/cloud/firewall' },
  { key: 'servers', label: 'shell.tile.servers', to: '/cloud/servers' },
  { key: 'vod', label: 'shell.tile.vod' },
  { key: 'streaming', label: 'shell.tile.streaming' },
  { key: 'calculator', label: 'shell.tile.calculator' },
];

const tileStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  minH: '16',
  px: '4',
  py: '3',
  borderWidth: '1px',
  borderRadius: 'l3',
  bg: 'bg',
  textDecoration: 'none',
} as const;

/** The eight dashboard shortcuts (seven tiles and the external documentation link). */
export function ShortcutTiles() {
  const { docsUrl } = useRuntimeConfig();
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 2, md: 4 }}
      gap="3"
      listStyleType="none"
      p="0"
      m="0"
      data-testid="shortcut-tiles"
    >
      {TILES.map((tile) => (
        <li key={tile.key}>
          {tile.to ? (
            <Link
              asChild
              {...tileStyle}
              color="fg"
              fontWeight="medium"
              _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
            >
              <RouterLink to={tile.to}>
                <FormattedMessage id={tile.label} />
              </RouterLink>
            </Link>
          ) : (
            <Card.Root {...tileStyle} flexDirection="row" color="fg.subtle" aria-disabled="true">
              <Text as="span">
                <FormattedMessage id={tile.label} />
              </Text>
              <Badge size="sm" variant="subtle">
                <FormattedMessage id="shell.nav.comingSoon" />
              </Badge>
            </Card.Root>
          )}
        </li>
      ))}
      <li>
        <Link
          {...tileStyle}
          href={docsUrl || undefined}
          target="_blank"
          rel="noopener noreferrer"
          color="fg"
          fontWeight="medium"
          _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
        >
          <FormattedMessage id="shell.tile.docs" />
          <Text as="span" aria-hidden>
            ↗
          </Text>
        </Link>
      </li>
    </SimpleGrid>
  );
}
