/** Message id of a route's title (page title = product name + this); most specific prefix first. */
const TITLES: Array<[prefix: string, id: string]> = [
  ['/login', 'shell.title.login'],
  ['/force-set-token', 'shell.title.login'],
  ['/cdn', 'shell.title.cdn'],
  ['/cloud/servers', 'shell.title.servers'],
  ['/cloud/ssh-keys', 'shell.title.sshKeys'],
  ['/cloud/firewall', 'shell.title.firewall'],
  ['/cloud/snapshots', 'shell.title.snapshots'],
  ['/cloud/volumes', 'shell.title.volumes'],
  ['/cloud/monitoring', 'shell.title.monitoring'],
  ['/cloud/vnc-console', 'shell.title.vnc'],
  ['/cloud', 'shell.title.cloud'],
  ['/support/plans', 'shell.title.supportPlans'],
  ['/support', 'shell.title.tickets'],
  ['/financial', 'shell.title.financial'],
  ['/profile', 'shell.title.profile'],
];

export function routeTitleId(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'shell.title.dashboard';
  const match = TITLES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return match ? match[1] : 'shell.title.notFound';
}

/** `<title>`: product name, then the route's title. */
export function pageTitle(productName: string, routeTitle: string): string {
  return productName ? `${productName} | ${routeTitle}` : routeTitle;
}
