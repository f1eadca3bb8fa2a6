import { Outlet } from 'react-router-dom';
import { Box } from '@portal/shared-ui';

/** No header, no navigation: the page fills the window (the VNC console). */
export function BlankLayout() {
  return (
    <Box as="main" minH="100vh">
      <Outlet />
    </Box>
  );
}
