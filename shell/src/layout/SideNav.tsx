import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { Badge, Box, Button, Link, Stack, Text } from '@portal/shared-ui';
import { labelText } from '../contributions/localizedText';
import type { MenuItem } from '../contributions/menuItems';
import { HEADER_MENUS } from '../contributions/shellEntries';
import { usePreloadArea } from '../remotes/preloadArea';
import { ContributedIcon } from './ShellIcons';
import { useMenuAction } from './useMenuAction';
import { useNavigationMenus } from './useNavigationMenus';

export interface SideNavProps {
  /** also list the header's Financial and Support menus (the mobile drawer, where the header hides them) */
  withMenus?: boolean;
}

function MenuSection({ labelId, items }: { labelId: string; items: readonly MenuItem[] }) {
  const intl = useIntl();
  const run = useMenuAction();
  if (items.length === 0) return null;
  return (
    <Stack gap="0.5" pt="3">
      <Text px="3" fontSize="xs" fontWeight="semibold" color="fg.muted">
        <FormattedMessage id={labelId} />
      </Text>
      {items.map((item) => (
        <Button
          key={item.key}
          variant="ghost"
          size="sm"
          justifyContent="start"
          disabled={!item.action}
          onClick={() => item.action && run(item.action)}
        >
          {labelText(item.label, intl)}
        </Button>
      ))}
    </Stack>
  );
}

function NavEntry({ item }: { item: MenuItem }) {
  const intl = useIntl();
  const preloadArea = usePreloadArea();
  const run = useMenuAction();
  const label = (
    <>
      {item.icon && <ContributedIcon name={item.icon} />}
      {labelText(item.label, intl)}
    </>
  );
  const { action } = item;
  if (action && 'to' in action) {
    return (
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="2"
        px="3"
        py="2"
        borderRadius="l2"
        textDecoration="none"
        color="fg"
        _hover={{ bg: 'bg.muted' }}
        _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'medium' }}
      >
        <NavLink
          to={action.to}
          end={action.end}
          onPointerEnter={() => preloadArea(action.to)}
          onFocus={() => preloadArea(action.to)}
        >
          {label}
        </NavLink>
      </Link>
    );
  }
  if (action) {
    return (
      <Button
        variant="ghost"
        w="full"
        justifyContent="start"
        gap="2"
        px="3"
        fontWeight="normal"
        onClick={() => run(action)}
      >
        {label}
      </Button>
    );
  }
  return (
    <Box
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="2"
      px="3"
      py="2"
      color="fg.subtle"
      aria-disabled="true"
    >
      <Box display="flex" alignItems="center" gap="2">
        {label}
      </Box>
      <Badge size="sm" variant="subtle">
        <FormattedMessage id="shell.nav.comingSoon" />
      </Badge>
    </Box>
  );
}

/** The areas of the portal: the shell's entries and the remotes' (placeholders disabled, "coming soon"). */
export function SideNav({ withMenus = false }: SideNavProps) {
  const menus = useNavigationMenus();
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" p="2" m="0">
      {menus.side.map((item) => (
        <Box as="li" key={item.key}>
          <NavEntry item={item} />
        </Box>
      ))}
      {withMenus && (
        <Box as="li">
          <MenuSection labelId={HEADER_MENUS.financial} items={menus.financial} />
          <MenuSection labelId={HEADER_MENUS.support} items={menus.support} />
        </Box>
      )}
    </Stack>
  );
}
