import { expect, type Page } from '@playwright/test';

export { AREAS } from './areas';

/** The shell around every page: html attributes, header, side navigation, mounted parcels. */
export class ShellPage {
  constructor(readonly page: Page) {}

  html() {
    return this.page.locator('html');
  }

  async expectDirection(dir: 'rtl' | 'ltr', lang: 'fa' | 'en'): Promise<void> {
    await expect(this.html()).toHaveAttribute('dir', dir);
    await expect(this.html()).toHaveAttribute('lang', lang);
  }

  /** The host element of a remote's area parcel (`./app`). */
  area(remote: string) {
    return this.page.locator(`[data-remote="${remote}"][data-module="./app"]`);
  }

  async expectAreaMounted(remote: string): Promise<void> {
    await expect(this.area(remote)).toHaveAttribute('data-status', 'mounted');
  }

  /**
   * Empties the browser's HTTP cache (Chromium's DevTools protocol), as for a customer who has not
   * fetched the portal's files yet: the next load of a file asks the server.
   */
  async clearBrowserCache(): Promise<void> {
    const session = await this.page.context().newCDPSession(this.page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
  }

  toasts() {
    return this.page.locator('[data-scope="toast"][data-part="root"]');
  }

  /**
   * The copies of a shared module the page has loaded, as `<version> from <container>`, sorted: every
   * container's view of the Module Federation share scope lists the same registrations, counted once.
   */
  async loadedShares(shareKey: string): Promise<string[]> {
    return this.page.evaluate((key) => {
      type Entry = { loaded?: boolean; from: string };
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const loaded = new Set<string>();
      for (const scopes of Object.values(share))
        for (const scope of Object.values(scopes))
          for (const [version, entry] of Object.entries(scope[key] ?? {}))
            if (entry.loaded) loaded.add(`${version} from ${entry.from}`);
      return [...loaded].sort();
    }, shareKey);
  }

  /**
   * The types of `names` in the module the shell's share scope gives for `shareKey` (its one version
   * from the shell), loaded the way a remote consuming it would load it.
   */
  async sharedExportTypes(shareKey: string, names: string[]): Promise<string[]> {
    return this.page.evaluate(
      async ({ key, names }) => {
        type Entry = { from: string; get: () => Promise<() => Record<string, unknown>> };
        const share = (
          window as unknown as {
            __FEDERATION__: {
              __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
            };
          }
        ).__FEDERATION__.__SHARE__;
        const entries = Object.values(share).flatMap((scopes) =>
          Object.values(scopes).flatMap((scope) => Object.values(scope[key] ?? {})),
        );
        const fromShell = entries.filter((entry) => entry.from === 'shell');
        if (fromShell.length !== 1) throw new Error(`${key}: ${fromShell.length} versions from the shell`);
        const module = (await fromShell[0]!.get())();
        return names.map((name) => typeof module[name]);
      },
      { key: shareKey, names },
    );
  }
}
