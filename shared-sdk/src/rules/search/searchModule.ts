// What a remote's search module (`./search`, declared as `search` in its contributions.json) gives
// the shell's command palette. Types only: the module is the remote's code, loaded when the palette opens.

export type SearchLocale = 'fa' | 'en';

export interface SearchRequest {
  /** what the customer typed, as typed (the palette matches with normalizeSearchText) */
  query: string;
  locale: SearchLocale;
}

/** Asked before an action that destroys or interrupts something is done. */
export interface SearchConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * One of the remote's resources (a server, a domain, a ticket…) or actions ("add domain", "power
 * off web-1"), with texts in the requested locale. It opens a page of the remote (`to`), one of the
 * dialogs it declares (`dialog`), or runs (`run`, after `confirm` when given).
 */
export interface SearchEntry {
  /** unique within the remote */
  key: string;
  kind: 'resource' | 'action';
  title: string;
  /** a second line: an address, an IP, a status */
  detail?: string;
  /** other words it is found by (the other locale's name, an id) */
  keywords?: readonly string[];
  to?: string;
  dialog?: string;
  confirm?: SearchConfirmation;
  /** does the action; resolves with the provider's message, rejects with its error */
  run?: () => Promise<string | undefined>;
}

export interface SearchModule {
  /**
   * The remote's entries. The palette asks once per opening (with an empty query) and filters and
   * ranks the list itself at each keystroke, so a module returns all it has; a module with
   * `serverSide` is asked again with each query instead.
   */
  search(request: SearchRequest): Promise<SearchEntry[]>;
  /** the module searches on its server: too many resources to list, so it wants the query */
  serverSide?: boolean;
}
