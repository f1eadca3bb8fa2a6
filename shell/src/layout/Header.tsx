import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useProductName } from '../config/useProductName';
import { HEADER_MENUS } from '../contributions/shellEntries';
import { Box, Flex, HStack, IconButton, Link } from '@portal/shared-ui';
import { ColorModeSwitch } from '../colorMode/ColorModeSwitch';
import { BalanceFigure } from './BalanceFigure';
import { HeaderMenu } from './HeaderMenu';
import { LocaleSwitch } from './LocaleSwitch';
import { MenuIcon } from './ShellIcons';
import { PaletteField } from '../palette/PaletteField';
import { useNavigationMenus } from './useNavigationMenus';

export interface HeaderProps {
  onOpenNav: () => void;
}

/** Product name, the Financial/Support/User menus, the search field (command palette), the balance, the locale switch and the theme menu. */
export function Header({ onOpenNav }: HeaderProps) {
  const intl = useIntl();
  const productName = useProductName();
  const menus = useNavigationMenus();
  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      px={{ base: '2', md: '4' }}
      h="14"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        hideFrom="md"
        variant="ghost"
        size="sm"
        aria-label={intl.formatMessage({ id: 'shell.nav.open' })}
        onClick={onOpenNav}
      >
        <MenuIcon />
      </IconButton>
      <Link
        asChild
        fontWeight="bold"
        fontSize={{ base: 'md', md: 'lg' }}
        color="brand.fg"
        textDecoration="none"
        me="2"
        minW="0"
        truncate
        hideBelow="sm"
      >
        <RouterLink to="/">{productName}</RouterLink>
      </Link>
      <HStack as="nav" gap="1" hideBelow="md" aria-label={intl.formatMessage({ id: 'shell.header.menus' })}>
        <HeaderMenu name="financial" labelId={HEADER_MENUS.financial} items={menus.financial} />
        <HeaderMenu name="support" labelId={HEADER_MENUS.support} items={menus.support} />
      </HStack>
      <Box flex="1" />
      <PaletteField />
      <HStack gap={{ base: '1', md: '3' }} flexShrink={0}>
        <BalanceFigure />
        <LocaleSwitch />
        {/* on a phone the header has no room: the drawer carries it */}
        <ColorModeSwitch hideBelow="sm" />
        <HeaderMenu name="user" labelId={HEADER_MENUS.user} items={menus.user} />
      </HStack>
    </Flex>
  );
}
