import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { DialogsProvider } from '../remotes/DialogsContext';
import { RolloutNotice } from '../remotes/RolloutNotice';
import { Box, Flex } from '@portal/shared-ui';
import { Header } from './Header';
import { MobileNavDrawer } from './MobileNavDrawer';
import { SideNav } from './SideNav';

/** Header, side navigation (a drawer on mobile) and the page. */
export function MainLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const openNav = useCallback(() => setNavOpen(true), []);
  // the same elements across route changes: the header and the side navigation do not re-render
  // when the page changes (their links follow the location on their own)
  const header = useMemo(() => <Header onOpenNav={openNav} />, [openNav]);
  const sideNav = useMemo(() => <SideNav />, []);

  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <DialogsProvider>
      <Flex direction="column" minH="100vh">
        {header}
        <Flex flex="1" align="stretch">
          <Box
            as="nav"
            hideBelow="md"
            w="60"
            flexShrink={0}
            borderEndWidth="1px"
            aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
          >
            <Box position="sticky" top="14">
              {sideNav}
            </Box>
          </Box>
          <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }}>
            <RolloutNotice />
            <Outlet />
          </Box>
        </Flex>
      </Flex>
      {navOpen && <MobileNavDrawer onClose={closeNav} />}
    </DialogsProvider>
  );
}
