import { contributionsOf, testSnapshot } from '../test/testLoader';
import { forbiddenRedirect } from './forbiddenRedirect';

describe('forbiddenRedirect (a 403 sends the user where the page’s route says: its forbiddenFallback)', () => {
  const today = testSnapshot();

  it.each([
    ['/cdn/example.com/12', '/cdn'],
    ['/cdn/example.com/12/reports/traffic', '/cdn'],
    ['/cloud/ssh-keys', '/cloud/servers'],
    ['/cloud/servers/3', '/cloud/servers'],
    ['/cloud', '/cloud/servers'],
  ])('today’s contributions: %s → %s', (from, to) => expect(forbiddenRedirect(from, today)).toBe(to));

  it.each([
    '/cdn',
    '/cdn/',
    '/cloud/servers',
    '/cloud/servers/',
    '/',
    '/support/tickets',
    '/financial',
    '/cdnx',
    '/cloudy',
    '/plans/more-details',
  ])('%s stays', (path) => expect(forbiddenRedirect(path, today)).toBeNull());

  it('follows what a release of the remote says, not a list of the shell’s', () => {
    const support = {
      ...contributionsOf('support'),
      routes: [
        { path: '/support/tickets', title: { fa: 'تیکت‌ها', en: 'Tickets' } },
        {
          path: '/support/tickets/:id',
          title: { fa: 'تیکت', en: 'Ticket' },
          forbiddenFallback: '/support/tickets',
        },
      ],
    };
    const cdn = { ...contributionsOf('cdn'), routes: [{ path: '/cdn/*', title: { fa: 'CDN', en: 'CDN' } }] };
    const snapshot = testSnapshot({ support, cdn });
    expect(forbiddenRedirect('/support/tickets/7', snapshot)).toBe('/support/tickets');
    expect(forbiddenRedirect('/support/tickets', snapshot)).toBeNull();
    expect(forbiddenRedirect('/cdn/example.com/12', snapshot)).toBeNull();
  });

  it('stays while the contributions are loading, and drops a fallback outside the remote', () => {
    expect(forbiddenRedirect('/cdn/example.com/12', { status: 'loading', remotes: {} })).toBeNull();
    const cloud = {
      ...contributionsOf('cloud'),
      routes: [{ path: '/cloud/*', title: { fa: 'ابر', en: 'Cloud' }, forbiddenFallback: '/cdn' }],
    };
    expect(forbiddenRedirect('/cloud/ssh-keys', testSnapshot({ cloud }))).toBeNull();
  });
});
