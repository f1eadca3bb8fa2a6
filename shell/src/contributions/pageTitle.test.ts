import { NO_CONTRIBUTIONS, REMOTE_NAMES, readContributions, type Contributions } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { contributionsOf } from '../test/testLoader';
import { documentTitle, routeTitle, titleText } from './pageTitle';

/** Today's contributions of every remote, as the loader would give them. */
const today: ContributionsSnapshot = {
  status: 'ready',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((r) => [
      r,
      { version: '1.0.0', channel: 'stable', contributions: readContributions(r, contributionsOf(r)) },
    ]),
  ),
};
const messages: Record<string, string> = {
  'shell.title.dashboard': 'Dashboard',
  'shell.title.login': 'Login',
  'shell.title.notFound': 'Page not found',
};
const en = { locale: 'en', formatMessage: ({ id }: { id: string }) => messages[id] ?? id };
const fa = { ...en, locale: 'fa' };

describe('page titles', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/login', 'Login'],
    ['/cdn', 'CDN'],
    ['/cdn/example.com/12/dns', 'CDN'],
    ['/cloud/servers/create-server', 'Cloud servers'],
    ['/cloud/ssh-keys', 'SSH keys'],
    ['/cloud/vnc-console', 'VNC console'],
    ['/cloud', 'Cloud'],
    ['/support/tickets/4', 'Tickets'],
    ['/support/plans', 'Support plans'],
    ['/financial/active-invoice', 'Financial'],
    ['/profile/audit-log', 'Profile'],
    ['/plans/more-details', 'CDN plans'],
    ['/cdnx', 'Page not found'],
    ['/nowhere', 'Page not found'],
  ])('%s is titled %s, from the shell or the remote that owns it', (path, title) => {
    expect(titleText(routeTitle(path, today), en)).toBe(title);
  });

  it("fills a route's parameters in, in the page's locale", () => {
    const cdn: Contributions = {
      ...NO_CONTRIBUTIONS,
      routes: [
        {
          path: '/cdn/:domainName/:domainId/dns',
          title: { fa: 'DNS دامنه {domainName}', en: 'DNS of {domainName}' },
        },
      ],
    };
    const snapshot: ContributionsSnapshot = {
      status: 'ready',
      remotes: { cdn: { version: '2', channel: 'canary', contributions: cdn } },
    };
    expect(titleText(routeTitle('/cdn/example.com/12/dns', snapshot), en)).toBe('DNS of example.com');
    expect(titleText(routeTitle('/cdn/example.com/12/dns/', snapshot), fa)).toBe('DNS دامنه example.com');
  });

  it('names an area page its remote declares no route for after the area, while loading too', () => {
    expect(titleText(routeTitle('/cdn/anything', { status: 'loading', remotes: {} }), en)).toBe('CDN');
    expect(titleText(routeTitle('/financial', { status: 'loading', remotes: {} }), fa)).toBe('مالی');
  });

  it('puts the product name first', () => {
    expect(documentTitle('Portal', 'CDN')).toBe('Portal | CDN');
    expect(documentTitle('', 'CDN')).toBe('CDN');
  });
});
