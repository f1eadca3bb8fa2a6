import type { RemoteName } from '@portal/release';
import { prepareSearchFields } from '@portal/shared-sdk';
import { inLocale } from '../contributions/localizedText';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import type { PaletteEntry } from './paletteEntry';

const other = (locale: string) => (locale === 'fa' ? 'en' : 'fa');

/**
 * Every page of every area as the remotes' versions in use contribute them: their menu entries
 * (a link opens the page, a dialog is an action) and their routes without parameters (`/cloud/servers/*`
 * is the page `/cloud/servers`), one entry per address, in the page's locale and found by the other
 * locale's name too. Blank-layout pages (a console opened for a server) are no destination of their own.
 */
export function pageEntries(snapshot: ContributionsSnapshot, locale: string): PaletteEntry[] {
  const entries: PaletteEntry[] = [];
  const seen = new Set<string>();
  for (const [remote, contributed] of Object.entries(snapshot.remotes) as [
    RemoteName,
    NonNullable<ContributionsSnapshot['remotes'][RemoteName]>,
  ][]) {
    const { menus, routes } = contributed.contributions;
    const add = (
      key: string,
      text: { fa: string; en: string },
      target: { to: string } | { dialog: string },
    ) => {
      if (seen.has(key)) return;
      seen.add(key);
      const title = inLocale(text, locale);
      const kind = 'to' in target ? 'page' : 'action';
      entries.push({
        id: `${remote}:${kind}:${key}`,
        remote,
        kind,
        title,
        target,
        prepared: prepareSearchFields({ title, keywords: [inLocale(text, other(locale))] }),
      });
    };
    for (const menu of [...menus].sort((a, b) => a.order - b.order)) {
      if (menu.to !== undefined) add(menu.to, menu.label, { to: menu.to });
      else add(`dialog:${menu.dialog}`, menu.label, { dialog: menu.dialog });
    }
    for (const route of routes) {
      if (route.layout === 'blank' || route.path.includes(':')) continue;
      add(route.path.replace(/\/\*$/, ''), route.title, { to: route.path.replace(/\/\*$/, '') });
    }
  }
  return entries;
}
