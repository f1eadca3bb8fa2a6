import type { PortalBus } from '../bus/PortalEvents';
import type { components } from '../api/schema.gen';
import type { DateLocale } from '../rules/dates';
import type { Locale } from '../types/locale';
import type { FirstAnswer } from './firstQuery';

export type { DateLocale, Locale };

export type Profile = components['schemas']['Profile'];

export interface Wallet {
  balance: number;
  credit: number;
  debt: number;
}

export interface LocaleState {
  locale: Locale;
  dateLocale: DateLocale;
}

export interface SessionSnapshot {
  token: string | null;
  profile: Profile | null;
  wallet: Wallet;
  locale: Locale;
  dateLocale: DateLocale;
}

/** What the shell gives every parcel (docs/CONTRACTS.md, "Parcel contract"). */
export interface ParcelProps {
  basePath: string;
  locale: Locale;
  session: SessionSnapshot;
  bus: PortalBus;
  location: { pathname: string; search: string; hash: string; state?: unknown; key?: string };
  navigate: (to: string, opts?: { replace?: boolean; state?: unknown }) => void;
  /** The external documentation site from the shell's runtime config ('' when none). */
  docsUrl?: string;
  /**
   * An area's mount only: answers the shell already has for the page's declared first query
   * (`FirstQuery`), which the parcel puts into its query cache before its first render.
   */
  firstAnswers?: FirstAnswer[];
  [widgetProp: string]: unknown;
}
