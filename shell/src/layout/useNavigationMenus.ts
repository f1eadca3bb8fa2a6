import { useMemo } from 'react';
import { menuItems, type MenuItem } from '../contributions/menuItems';
import { SIDE_NAV_OWN, USER_MENU_OWN } from '../contributions/shellEntries';
import { useContributions } from '../contributions/useContributions';

export interface NavigationMenus {
  side: MenuItem[];
  financial: MenuItem[];
  support: MenuItem[];
  user: MenuItem[];
}

/** The side navigation and the header's menus: the shell's entries and what the remotes contribute. */
export function useNavigationMenus(): NavigationMenus {
  const snapshot = useContributions();
  return useMemo(
    () => ({
      side: menuItems(snapshot, 'side', SIDE_NAV_OWN),
      financial: menuItems(snapshot, 'financial'),
      support: menuItems(snapshot, 'support'),
      user: menuItems(snapshot, 'user', USER_MENU_OWN),
    }),
    [snapshot],
  );
}
