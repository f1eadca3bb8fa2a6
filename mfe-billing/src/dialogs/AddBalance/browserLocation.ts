/**
 * The browser's own address, for the one place the area leaves the portal: the bank page. Pay is
 * a full navigation to another site, not a route change, so it goes through `location.assign`;
 * the object is the seam a test replaces (jsdom cannot navigate).
 */
export const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
  origin: (): string => window.location.origin,
};
