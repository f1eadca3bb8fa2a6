import { fillTitle, REMOTES, type RemoteName } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { inLocale } from './localizedText';
import { pageRoute } from './pageRoute';

/** A page's title: the shell's own (a message id), a remote route's (filled in), or the area's name. */
export type RouteTitle =
  | { id: string }
  | { route: { fa: string; en: string }; params: Record<string, string> }
  | { area: RemoteName };

/** The title of the page at `pathname`: the shell's routes, else the most specific route its remote declares. */
export function routeTitle(pathname: string, snapshot: ContributionsSnapshot): RouteTitle {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { id: 'shell.title.dashboard' };
  if (path === '/login' || path === '/force-set-token') return { id: 'shell.title.login' };
  const page = pageRoute(path, snapshot);
  if (!page) return { id: 'shell.title.notFound' };
  return page.match ? { route: page.match.route.title, params: page.match.params } : { area: page.remote };
}

/** A title as text in the page's locale. */
export function titleText(
  title: RouteTitle,
  intl: { locale: string; formatMessage(d: { id: string }): string },
): string {
  if ('id' in title) return intl.formatMessage({ id: title.id });
  if ('area' in title) return inLocale(REMOTES[title.area].label, intl.locale);
  return fillTitle(inLocale(title.route, intl.locale), title.params);
}

export { documentTitle } from './documentTitle';
