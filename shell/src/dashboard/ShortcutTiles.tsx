import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Card, Link, SimpleGrid, Skeleton, Text } from '@portal/shared-ui';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { labelText } from '../contributions/localizedText';
import { tileItems, type MenuItem } from '../contributions/menuItems';
import { TILES_OWN } from '../contributions/shellEntries';
import { useContributions } from '../contributions/useContributions';
import { ContributedIcon } from '../layout/ShellIcons';
import { useMenuAction } from '../layout/useMenuAction';

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

const activeTile = {
  color: 'fg',
  fontWeight: 'medium',
  _hover: { borderColor: 'brand.solid', bg: 'brand.subtle' },
} as const;

function Tile({ tile }: { tile: MenuItem }) {
  const intl = useIntl();
  const run = useMenuAction();
  const label = (
    <Text as="span" display="inline-flex" alignItems="center" gap="2">
      {tile.icon && <ContributedIcon name={tile.icon} />}
      {labelText(tile.label, intl)}
    </Text>
  );
  const { action } = tile;
  if (action && 'to' in action) {
    return (
      <Link asChild {...tileStyle} {...activeTile}>
        <RouterLink to={action.to}>{label}</RouterLink>
      </Link>
    );
  }
  if (action) {
    return (
      <Button variant="plain" h="auto" w="full" {...tileStyle} {...activeTile} onClick={() => run(action)}>
        {label}
      </Button>
    );
  }
  return (
    <Card.Root {...tileStyle} flexDirection="row" color="fg.subtle" aria-disabled="true">
      {label}
      <Badge size="sm" variant="subtle">
        <FormattedMessage id="shell.nav.comingSoon" />
      </Badge>
    </Card.Root>
  );
}

const gridStyle = { columns: { base: 2, md: 4 }, gap: '3', listStyleType: 'none', p: '0', m: '0' } as const;

/**
 * Placeholders while the release manifest (the remotes' tiles) is still loading: the dashboard can
 * render before it (its first calls may be answered already), and tiles added in front of the
 * shell's own would push the page below down. Two rows of them, the portal's shortcuts today (the
 * remotes' four, the shell's three and the documentation link).
 */
const LOADING_TILES = 8;

/** The dashboard's shortcuts: the remotes' tiles and the shell's placeholders by order, then the external documentation link. */
export function ShortcutTiles() {
  const { docsUrl } = useRuntimeConfig();
  const snapshot = useContributions();
  const tiles = useMemo(() => tileItems(snapshot, TILES_OWN), [snapshot]);
  if (snapshot.status === 'loading') {
    return (
      <SimpleGrid as="ul" {...gridStyle} aria-hidden data-testid="shortcut-tiles-loading">
        {Array.from({ length: LOADING_TILES }, (_, index) => (
          <li key={index}>
            <Skeleton minH="16" borderRadius="l3" />
          </li>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid as="ul" {...gridStyle} data-testid="shortcut-tiles">
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Tile tile={tile} />
        </li>
      ))}
      <li>
        <Link
          {...tileStyle}
          {...activeTile}
          href={docsUrl || undefined}
          target="_blank"
          rel="noopener noreferrer"
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
