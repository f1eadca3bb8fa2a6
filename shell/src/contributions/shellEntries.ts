import { shellItem, type MenuItem } from './menuItems';

// The shell's own entries, on the scale the remotes' `order` uses: the dashboard first; video on
// demand, live streaming and the price calculator are named in the menus only, without behaviour
// (shown disabled); logout last.

export const SIDE_NAV_OWN: readonly MenuItem[] = [
  shellItem('dashboard', 'shell.nav.dashboard', 0, { to: '/', end: true }),
  shellItem('vod', 'shell.nav.vod', 900),
  shellItem('live', 'shell.nav.live', 910),
];

export const USER_MENU_OWN: readonly MenuItem[] = [
  shellItem('logout', 'shell.menu.logout', 10_000, { logout: true }),
];

export const TILES_OWN: readonly MenuItem[] = [
  shellItem('vod', 'shell.tile.vod', 900),
  shellItem('streaming', 'shell.tile.streaming', 910),
  shellItem('calculator', 'shell.tile.calculator', 920),
];

/** The header's menus in the shell's order, with the message id of each menu's name. */
export const HEADER_MENUS = {
  financial: 'shell.menu.financial',
  support: 'shell.menu.support',
  user: 'shell.menu.user',
} as const;
