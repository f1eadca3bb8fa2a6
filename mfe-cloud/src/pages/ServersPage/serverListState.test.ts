import { makeServer } from '@portal/shared-sdk/factories';
import { filterServers, listSearch, readListState } from './serverListState';

describe('readListState / listSearch', () => {
  it('reads the search, state, page and size from the address, defaults for what is missing or wrong', () => {
    expect(readListState(new URLSearchParams('q=web&status=off&page=2&size=25'))).toEqual({
      q: 'web',
      status: 'off',
      page: 2,
      size: 25,
    });
    expect(readListState(new URLSearchParams('status=nope&page=-1&size=7'))).toEqual({
      q: '',
      status: 'all',
      page: 1,
      size: 10,
    });
    expect(readListState(new URLSearchParams('size=all')).size).toBe('all');
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearch({ q: '', status: 'all', page: 1, size: 10 }).toString()).toBe('');
    expect(listSearch({ q: 'db', status: 'changing', page: 3, size: 'all' }).toString()).toBe(
      'q=db&status=changing&page=3&size=all',
    );
  });
});

describe('filterServers', () => {
  const servers = [
    makeServer(1, { name: 'web-1', display_name: 'web-1' }),
    makeServer(2, {
      name: 'db',
      display_name: 'db',
      status: 'OFF',
      interfaces: [{ ip_address: '198.51.100.24', type: 'public' }],
    }),
    makeServer(3, { name: 'new', display_name: 'new', status: 'BUILD', task_state: 'build' }),
    makeServer(4, { name: 'stopping', display_name: 'stopping', status: 'ON', task_state: 'power_off' }),
    makeServer(5, { name: 'owing', display_name: 'owing', status: 'SUSPENDED' }),
  ];
  const names = (list: { name: string }[]) => list.map((s) => s.name);

  it('filters by state; a server whose power change is under way counts as changing', () => {
    expect(names(filterServers(servers, { q: '', status: 'on' }))).toEqual(['web-1']);
    expect(names(filterServers(servers, { q: '', status: 'off' }))).toEqual(['db']);
    expect(names(filterServers(servers, { q: '', status: 'changing' }))).toEqual(['new', 'stopping']);
    expect(names(filterServers(servers, { q: '', status: 'suspended' }))).toEqual(['owing']);
    expect(filterServers(servers, { q: '', status: 'all' })).toHaveLength(5);
  });

  it('searches names, addresses (Persian digits too), data centers and OS, ignoring case', () => {
    expect(names(filterServers(servers, { q: 'WEB', status: 'all' }))).toEqual(['web-1']);
    expect(names(filterServers(servers, { q: '۱۹۸.۵۱', status: 'all' }))).toEqual(['db']);
    expect(filterServers(servers, { q: 'tehran', status: 'all' })).toHaveLength(5);
    expect(filterServers(servers, { q: 'nothing', status: 'all' })).toHaveLength(0);
  });
});
