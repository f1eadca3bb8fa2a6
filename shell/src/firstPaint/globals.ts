/** The API's answer data a before-paint call leaves for the application: the envelope's `data`, or null when the call failed. */
export type EarlyData = Promise<unknown>;

/** A first query asked for before the first paint, as the shell's earlyFirstQuery takes it. */
export interface EarlyFirstQuery {
  remote: string;
  api: string;
  queryKey: unknown[];
  data: unknown;
}

/**
 * What the before-paint script leaves on `window` for the application, by name, declared here once
 * for the script and its readers in shell/src (their constants are `keyof FirstPaintGlobals`), so a
 * renamed or retyped global fails the typecheck on both sides.
 */
export interface FirstPaintGlobals {
  /** The token of a /force-set-token link, taken out of the address (auth/linkToken.ts). */
  portalLinkToken?: string | null;
  /** The JSON of /config.json (config/earlyConfig.ts). */
  portalEarlyConfig?: Promise<unknown>;
  /** The login form's first captcha (login/earlyCaptcha.ts). */
  portalEarlyCaptcha?: EarlyData;
  /** A signed-in page's first calls (session/startSignedInQueries.ts). */
  portalEarlyProfile?: EarlyData;
  portalEarlyBalance?: EarlyData;
  portalEarlySlides?: EarlyData;
  /** The release manifest as { url, json }, or null when unread (remotes/earlyManifest.ts). */
  portalEarlyManifest?: Promise<{ url: string; json: unknown } | null>;
  /** The page's declared first query with its answer, or null (remotes/earlyFirstQuery.ts). */
  portalEarlyFirstQuery?: Promise<EarlyFirstQuery | null>;
  /** The area's first screen painted into the remote's slot (remotes/paintedArea.ts). */
  portalPaintedArea?: HTMLElement;
  /** Ctrl+K pressed on the painted frame (palette/earlyPalette.ts). */
  portalEarlyPalette?: boolean;
  /** Set by the application once its own listener answers Ctrl+K. */
  portalPaletteReady?: boolean;
}

declare global {
  // the page's window carries them (each absent until the script has set it); merging into the
  // DOM's Window is what an empty extending interface is for
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Window extends FirstPaintGlobals {}
}
