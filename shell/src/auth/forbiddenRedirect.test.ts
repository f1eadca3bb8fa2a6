import { forbiddenRedirect } from './forbiddenRedirect';

describe('forbiddenRedirect (a 403 sends the user to the area’s list)', () => {
  it.each([
    ['/cdn/example.com/12', '/cdn'],
    ['/cdn/example.com/12/reports/traffic', '/cdn'],
    ['/cloud/ssh-keys', '/cloud/servers'],
    ['/cloud/servers/3', '/cloud/servers'],
    ['/cloud', '/cloud/servers'],
  ])('%s → %s', (from, to) => expect(forbiddenRedirect(from)).toBe(to));

  it.each(['/cdn', '/cdn/', '/cloud/servers', '/', '/support/tickets', '/financial', '/cdnx', '/cloudy'])('%s stays', (path) =>
    expect(forbiddenRedirect(path)).toBeNull(),
  );
});
