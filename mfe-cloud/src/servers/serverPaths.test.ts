import { consolePath, monitoringPath, percent, serverIp, serverPath } from './serverPaths';

describe('serverPath', () => {
  it('puts the server id in the path and its display name in the query', () => {
    expect(serverPath('/cloud', { id: 12, name: 'web-1', display_name: 'web 1 & co' })).toBe(
      '/cloud/servers/12?name=web+1+%26+co',
    );
  });

  it('falls back to the name when there is no display name', () => {
    expect(serverPath('/cloud', { id: 3, name: 'db', display_name: '' })).toBe('/cloud/servers/3?name=db');
  });
});

describe('consolePath', () => {
  it('opens the console of one server, named in the query', () => {
    expect(consolePath('/cloud', { id: 12, name: 'web-1', display_name: 'web-1' })).toBe(
      '/cloud/vnc-console?server_id=12&name=web-1',
    );
  });
});

describe('monitoringPath', () => {
  it("opens one server's charts", () => {
    expect(monitoringPath('/cloud', { id: 12 })).toBe('/cloud/monitoring/12');
  });
});

describe('serverIp', () => {
  it('prefers a public address', () => {
    expect(
      serverIp({
        interfaces: [
          { ip_address: '10.0.0.2', type: 'private' },
          { ip_address: '192.0.2.1', type: 'public' },
        ],
      }),
    ).toBe('192.0.2.1');
  });

  it('gives a private address when there is nothing else, and nothing without interfaces', () => {
    expect(serverIp({ interfaces: [{ ip_address: '10.0.0.2', type: 'private' }] })).toBe('10.0.0.2');
    expect(serverIp({ interfaces: [] })).toBeUndefined();
  });
});

describe('percent', () => {
  it.each([
    [23.5, '24'],
    [0, '0'],
    [61.2, '61'],
    [140, '100'],
    [-3, '0'],
  ])('%p → %p', (value, text) => expect(percent(value)).toBe(text));
});
