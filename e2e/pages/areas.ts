import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, REMOTE_NAMES, type RemoteName } from '../../release/src/remotes';

const ROOT = path.resolve(__dirname, '../..');

export { REMOTE_NAMES, type RemoteName };

interface SideEntry {
  menu: string;
  label: { en: string };
  to?: string;
  order: number;
}

/**
 * Each remote's area as the side navigation opens it: the remote's first side entry (its English
 * label) and where it goes, as the remote declares them in its contributions.json.
 */
export const AREA_LINKS = Object.fromEntries(
  REMOTE_NAMES.map((remote) => {
    const { menus } = JSON.parse(
      fs.readFileSync(path.join(ROOT, REMOTES[remote].folder, 'contributions.json'), 'utf8'),
    ) as { menus: SideEntry[] };
    const first = menus.filter((m) => m.menu === 'side' && m.to).sort((a, b) => a.order - b.order)[0];
    if (!first) throw new Error(`${remote} declares no side navigation entry`);
    return [remote, { link: first.label.en, path: first.to as string }];
  }),
) as Record<RemoteName, { link: string; path: string }>;

/** Every area with the remote that serves it and the path its menu link opens. */
export const AREAS = REMOTE_NAMES.map((remote) => ({ remote, path: AREA_LINKS[remote].path }));
