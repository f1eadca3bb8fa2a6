import { pageTitle, routeTitleId } from './routeTitle';

describe('routeTitleId', () => {
  it.each([
    ['/', 'shell.title.dashboard'],
    ['/login', 'shell.title.login'],
    ['/cdn', 'shell.title.cdn'],
    ['/cdn/example.com/12/dns', 'shell.title.cdn'],
    ['/cloud/servers/create-server', 'shell.title.servers'],
    ['/cloud/ssh-keys', 'shell.title.sshKeys'],
    ['/cloud/vnc-console', 'shell.title.vnc'],
    ['/support/tickets/4', 'shell.title.tickets'],
    ['/support/plans', 'shell.title.supportPlans'],
    ['/financial/active-invoice', 'shell.title.financial'],
    ['/profile/audit-log', 'shell.title.profile'],
    ['/cdnx', 'shell.title.notFound'],
    ['/nowhere', 'shell.title.notFound'],
  ])('%s has the title %s', (path, id) => {
    expect(routeTitleId(path)).toBe(id);
  });

  it('puts the product name first', () => {
    expect(pageTitle('Portal', 'CDN')).toBe('Portal | CDN');
    expect(pageTitle('', 'CDN')).toBe('CDN');
  });
});
