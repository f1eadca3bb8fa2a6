import { isOutsideRoute, remoteServing, routeAllowed, staticPrefix } from './outsideRoutes';
import type { RouteContribution } from './types';

const route = (path: string): RouteContribution => ({ path, title: { fa: 'x', en: 'x' } });

describe('pages outside the base paths', () => {
  it('takes the static part of a pattern', () => {
    expect(staticPrefix('/cdn/:domainName/:domainId/*')).toBe('/cdn');
    expect(staticPrefix('/plans/more-details')).toBe('/plans/more-details');
    expect(staticPrefix('/:x')).toBe('/');
  });

  it('lets a remote declare its own base path and addresses no area or the shell owns', () => {
    expect(routeAllowed('cdn', '/cdn/:domainName/:domainId/dns')).toBe(true);
    expect(routeAllowed('cdn', '/plans/more-details')).toBe(true);
    expect(routeAllowed('cdn', '/cloud/servers')).toBe(false);
    expect(routeAllowed('cdn', '/')).toBe(false);
    expect(routeAllowed('cdn', '/login')).toBe(false);
    expect(routeAllowed('cdn', '/force-set-token/x')).toBe(false);
    expect(isOutsideRoute('/plans/more-details')).toBe(true);
    expect(isOutsideRoute('/cdn/x')).toBe(false);
  });

  it('finds the remote serving an address: its base path, else the first remote declaring a page there', () => {
    const routes: Record<string, RouteContribution[]> = {
      cdn: [route('/cdn'), route('/plans/more-details')],
      cloud: [route('/cloud/*'), route('/plans/more-details'), route('/status/*')],
    };
    const routesOf = (remote: string) => routes[remote] ?? [];
    expect(remoteServing('/cdn/example.com/1', routesOf)).toBe('cdn');
    expect(remoteServing('/plans/more-details', routesOf)).toBe('cdn');
    expect(remoteServing('/status/today', routesOf)).toBe('cloud');
    expect(remoteServing('/nothing', routesOf)).toBeNull();
  });
});
