import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { Badge, Box, Button, Link, Stack, Text } from '@portal/shared-ui';
import { usePreloadArea } from '../remotes/preloadArea';
import { FINANCIAL_MENU, SIDE_NAV, SUPPORT_MENU, type MenuGroup } from './navigation';
import { useMenuAction } from './useMenuAction';

export interface SideNavProps {
  /** also list the header's Financial and Support menus (the mobile drawer, where the header hides them) */
  withMenus?: boolean;
}

function MenuSection({ group }: { group: MenuGroup }) {
  const run = useMenuAction();
  return (
    <Stack gap="0.5" pt="3">
      <Text px="3" fontSize="xs" fontWeight="semibold" color="fg.muted">
        <FormattedMessage id={group.label} />
      </Text>
      {group.entries.map((entry) => (
        <Button
          key={entry.key}
          variant="ghost"
          size="sm"
          justifyContent="start"
          onClick={() => run(entry.action)}
        >
          <FormattedMessage id={entry.label} />
        </Button>
      ))}
    </Stack>
  );
}

/** The areas of the portal; entries without behaviour in the spec show as disabled "coming soon". */
export function SideNav({ withMenus = false }: SideNavProps) {
  const preloadArea = usePreloadArea();
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" p="2" m="0">
      {SIDE_NAV.map((item) => (
        <Box as="li" key={item.key}>
          {item.to ? (
            <Link
              asChild
              display="flex"
              px="3"
              py="2"
              borderRadius="l2"
              textDecoration="none"
              color="fg"
              _hover={{ bg: 'bg.muted' }}
              _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'medium' }}
            >
              <NavLink
                to={item.to}
                end={item.end}
                onPointerEnter={() => preloadArea(item.to as string)}
                onFocus={() => preloadArea(item.to as string)}
              >
                <FormattedMessage id={item.label} />
              </NavLink>
            </Link>
          ) : (
            <Box
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              px="3"
              py="2"
              color="fg.subtle"
              aria-disabled="true"
            >
              <FormattedMessage id={item.label} />
              <Badge size="sm" variant="subtle">
                <FormattedMessage id="shell.nav.comingSoon" />
              </Badge>
            </Box>
          )}
        </Box>
      ))}
      {withMenus && (
        <Box as="li">
          <MenuSection group={FINANCIAL_MENU} />
          <MenuSection group={SUPPORT_MENU} />
        </Box>
      )}
    </Stack>
  );
}
