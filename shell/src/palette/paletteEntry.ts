import type { RemoteName } from '@portal/release';
import type { PreparedSearchFields, SearchConfirmation } from '@portal/shared-sdk';

/** What choosing an entry does: open a page, open a remote's dialog, or run a remote's action. */
export type PaletteTarget =
  | { to: string }
  | { dialog: string }
  | { run: () => Promise<string | undefined>; confirm?: SearchConfirmation };

/** One line of the command palette: a page, a resource or an action of an area. */
export interface PaletteEntry {
  /** `<remote>:<kind>:<key>`: unique across areas, kept in the recent list */
  id: string;
  remote: RemoteName;
  kind: 'page' | 'resource' | 'action';
  title: string;
  detail?: string;
  target: PaletteTarget;
  prepared: PreparedSearchFields;
}
