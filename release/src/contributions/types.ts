// What a remote contributes to the portal (its `contributions.json`): the TypeScript side of
// `schema/contributions.schema.json`. The shell reads these from the release manifest; the build
// and `pnpm release publish` check them (checkContributions).
import type { LocalizedText } from '../remotes';

/** Where a menu entry goes: the side navigation, or one of the header's menus. */
export const MENU_NAMES = ['side', 'financial', 'support', 'user'] as const;
export type MenuName = (typeof MENU_NAMES)[number];

/** The icons the shell draws, by name. */
export const ICON_NAMES = [
  'cdn',
  'dns',
  'server',
  'key',
  'shield',
  'snapshot',
  'volume',
  'ticket',
  'wallet',
  'user',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/**
 * Where a dashboard card goes: the wide column (lists), the narrow one (figures), or `resources`,
 * one card in the wide column that shows one of its widgets at a time, chosen by a dropdown of
 * their labels (the customer's domains or servers).
 */
export const WIDGET_SLOTS = ['main', 'side', 'resources'] as const;
export type WidgetSlot = (typeof WIDGET_SLOTS)[number];

/**
 * What a page, an entry or a card needs of the session. `permission`: a key of the provider's API
 * permission catalogue or a prefix of it (`cdn`, `cloud.servers`); a session holding none of it (an
 * API token without it) does not see the entry or card, and the page shows the 403 message instead
 * of the area. `plan`: carried for the remote's use.
 */
export interface Gate {
  plan?: string;
  permission?: string;
}

/**
 * A page of the remote: its path pattern (`/cdn/:domainName/:domainId/dns`, `/cloud/servers/*`) and
 * title. Under the remote's base path, or at an address outside every base path and the shell's own
 * (`/plans/more-details`): the shell then routes that address to this remote too.
 */
export interface RouteContribution {
  path: string;
  /** may name a parameter of the path: `{domainName}` */
  title: LocalizedText;
  /** `blank`: the page alone, without the header and side navigation; `main` by default */
  layout?: 'main' | 'blank';
  gate?: Gate;
  /**
   * Where a 403 on this page sends the user (a declared route of the remote: the area's list); absent,
   * or the page itself: the page stays and shows the refusal.
   */
  forbiddenFallback?: string;
}

/** An entry goes to one of the remote's pages or opens one of its dialogs (by name). */
export type EntryTarget = { to: string; dialog?: never } | { dialog: string; to?: never };

interface EntryFields {
  /** unique within its menu (within the tiles for a tile) */
  key: string;
  label: LocalizedText;
  /** ascending within the menu; the shell's own entries are on the same scale */
  order: number;
  icon?: IconName;
  gate?: Gate;
}

export type MenuContribution = EntryFields & EntryTarget & { menu: MenuName };

/** A shortcut tile on the dashboard. */
export type TileContribution = EntryFields & EntryTarget;

/**
 * A dashboard card: an exposed `./widgets/<Name>` parcel. In the `resources` slot it is one option
 * of a shared card: `label` names it in the card's dropdown (the area's name when absent), and the
 * widget gets an `onEmptyChange(empty)` prop to say it has nothing to list, so the card opens on the
 * first option that has something.
 */
export interface WidgetContribution {
  name: string;
  module: string;
  slot: WidgetSlot;
  order: number;
  label?: LocalizedText;
  gate?: Gate;
}

/** A dialog the shell opens by name: an exposed `./dialogs/<Name>` parcel, given `open`, `onClose` and `width`. */
export interface DialogContribution {
  name: string;
  module: string;
  /** px on wide screens */
  width?: number;
}

/**
 * Addresses the shell links to from its own parts, each owned by one remote (a declared route of it):
 * `help`, where someone looking for help goes (the not-found page's "technical support");
 * `balance`, where the header's wallet balance leads. The first remote in registry order giving
 * one wins; none: the shell shows no such link (the balance is plain text).
 */
export const LINK_PURPOSES = ['help', 'balance'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];
export type ContributedLinks = Partial<Record<LinkPurpose, string>>;

/** The one module a remote's search may be. */
export const SEARCH_MODULE = './search';

/**
 * The remote's search module: an exposed `./search` with `search({ query, locale })` giving its
 * resources and actions (the `SearchModule` contract of @portal/shared-sdk). The shell's command
 * palette loads it when the palette is first opened.
 */
export interface SearchContribution {
  module: string;
}

export interface Contributions {
  schemaVersion: 1;
  routes: RouteContribution[];
  menus: MenuContribution[];
  tiles: TileContribution[];
  widgets: WidgetContribution[];
  dialogs: DialogContribution[];
  /** absent: the remote contributes pages and menu entries to the palette, no resources or actions */
  search?: SearchContribution;
  /** absent: the remote owns none of the shell's links */
  links?: ContributedLinks;
  /**
   * Its pages' first queries (a static page under its base path → a GET of the API and the key of
   * the remote's query holding its answer), which the page's first load asks for before any script
   * of the portal has run; absent: none.
   */
  firstQueries?: FirstQuery[];
}

/**
 * A page's first query: the page (a static path under the remote's base path), the API path of a
 * GET (the API envelope's `data` is the answer) and the key of the remote's query that holds it.
 * The same shape as shared-sdk's `FirstQuery`, which the shell hands to the parcel; declared here
 * so the release tools (Node) do not compile the browser SDK.
 */
export interface FirstQuery {
  path: string;
  api: string;
  queryKey: ReadonlyArray<string | number>;
  /** the page's first screen painted from the answer before the remote's scripts (shell/public/first-paint.js) */
  paint?: FirstPaint;
}

/** A value of the first answer (or of one of its rows) at a dotted path, e.g. `name`, `0.display_name`. */
type AnswerPath = string;

/** A painted first screen: the title, the sub-navigation (first link current) and blocks in order. */
export interface FirstPaint {
  title: LocalizedText;
  nav?: LocalizedText[];
  blocks: PaintBlock[];
}

export type PaintBlock =
  | { bar: { heading?: LocalizedText; tabs?: LocalizedText[]; actions?: number } }
  | { bones: { count?: number; height: number; width?: number } }
  | {
      filters: Array<{
        label?: LocalizedText;
        placeholder?: LocalizedText;
        text?: LocalizedText;
        width?: number;
      }>;
    }
  | {
      table: {
        rows?: AnswerPath;
        columns: Array<{
          label: LocalizedText;
          value?: AnswerPath;
          dir?: 'ltr';
          strong?: boolean;
          visibleFrom?: 'md' | 'lg';
        }>;
        footer?: LocalizedText;
      };
    }
  | {
      form: {
        columns?: 1 | 2;
        fields: Array<{
          label: LocalizedText;
          value?: AnswerPath;
          placeholder?: LocalizedText;
          help?: LocalizedText;
          dir?: 'ltr';
          select?: boolean;
        }>;
      };
    };

/** What a build or a version from before contributions brings: nothing. */
export const NO_CONTRIBUTIONS: Contributions = Object.freeze({
  schemaVersion: 1,
  routes: [],
  menus: [],
  tiles: [],
  widgets: [],
  dialogs: [],
}) as Contributions;
