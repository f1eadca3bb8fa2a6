import { bestRoute, fillTitle, matchRoute, routeParams, titlePlaceholders } from './routePattern';

describe('route patterns', () => {
  it('match static segments, one segment per parameter, and anything below a final *', () => {
    expect(matchRoute('/cdn', '/cdn')).toEqual({});
    expect(matchRoute('/cdn', '/cdn/')).toEqual({});
    expect(matchRoute('/cdn', '/cdnx')).toBeNull();
    expect(matchRoute('/cdn', '/cdn/a')).toBeNull();
    expect(matchRoute('/cdn/:domainName/:domainId/dns', '/cdn/example.com/12/dns?tab=1')).toEqual({
      domainName: 'example.com',
      domainId: '12',
    });
    expect(matchRoute('/cdn/:domainName/:domainId/dns', '/cdn/example.com/12')).toBeNull();
    expect(matchRoute('/cloud/servers/*', '/cloud/servers')).toEqual({});
    expect(matchRoute('/cloud/servers/*', '/cloud/servers/12/graphs')).toEqual({});
    expect(matchRoute('/cdn/:name', '/cdn/%D8%AF%D8%A7%D9%85%D9%86%D9%87')).toEqual({ name: 'دامنه' });
    expect(matchRoute('/cdn/:name', '/cdn/%E0%A4%A')).toEqual({ name: '%E0%A4%A' });
  });

  it('pick the most specific route, the first listed on a tie', () => {
    const routes = [
      { path: '/support/*', id: 'area' },
      { path: '/support/tickets/:ticketId', id: 'ticket' },
      { path: '/support/tickets/new', id: 'new' },
      { path: '/support/tickets/*', id: 'tickets' },
      { path: '/support/tickets/*', id: 'tickets again' },
    ];
    expect(bestRoute(routes, '/support/tickets/new')?.route.id).toBe('new');
    expect(bestRoute(routes, '/support/tickets/4')).toEqual({ route: routes[1], params: { ticketId: '4' } });
    expect(bestRoute(routes, '/support/tickets')?.route.id).toBe('tickets');
    expect(bestRoute(routes, '/support/plans')?.route.id).toBe('area');
    expect(bestRoute(routes, '/cdn')).toBeNull();
  });

  it('fill a title from the parameters and list what it needs', () => {
    expect(fillTitle('DNS of {domainName}', { domainName: 'example.com' })).toBe('DNS of example.com');
    expect(fillTitle('{missing} stays', {})).toBe('{missing} stays');
    expect(titlePlaceholders('{a} and {b}')).toEqual(['a', 'b']);
    expect(routeParams('/cdn/:domainName/:domainId/*')).toEqual(['domainName', 'domainId']);
  });
});
