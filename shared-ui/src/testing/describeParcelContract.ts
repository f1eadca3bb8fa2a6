import { screen, waitFor } from '@testing-library/react';
import type { ParcelLifecycles } from '../parcel/createParcel';
import { mountTestParcel } from './mountTestParcel';

/** What every remote's `./app` parcel promises the shell, for one area. */
export interface ParcelContract {
  basePath: string;
  /** the area's level-1 heading in both locales */
  title: { fa: string; en: string };
  /** an address of the area to mount (its data answered by the test file's server) */
  page: string;
  /** where the base path itself leads (the area's index redirect), when it redirects */
  index?: string;
  /** an address the area does not know, and the English not-found text and back link it shows */
  notFound: { path: string; text: string; back: string };
}

/**
 * The shell-facing contract of an area parcel, as one set of tests every remote runs: it mounts
 * through its single-spa lifecycles in Persian (RTL) and unmounts clean, follows a locale switch
 * to English (LTR), replaces its base path by its first page, and answers unknown addresses with
 * its own not-found linking back to the base path. The test file sets up its MSW server first.
 */
export function describeParcelContract(
  area: string,
  parcel: ParcelLifecycles,
  contract: ParcelContract,
): void {
  const { basePath, title, page, index, notFound } = contract;

  describe(`the ${area} parcel (the shell's contract)`, () => {
    it('mounts through its lifecycles in Persian, right to left, and leaves nothing behind when unmounted', async () => {
      const { domElement, unmount } = await mountTestParcel(parcel, { basePath, path: page });
      expect(await screen.findByRole('heading', { level: 1, name: title.fa })).toBeInTheDocument();
      expect(domElement).toHaveAttribute('dir', 'rtl');
      expect(domElement).toHaveAttribute('lang', 'fa');
      await unmount();
      expect(domElement).toBeEmptyDOMElement();
    });

    it('re-renders in English, left to right, when the shell switches the locale', async () => {
      const { domElement, setLocale } = await mountTestParcel(parcel, { basePath, path: page });
      await screen.findByRole('heading', { level: 1, name: title.fa });
      await setLocale('en');
      expect(await screen.findByRole('heading', { level: 1, name: title.en })).toBeInTheDocument();
      expect(domElement).toHaveAttribute('dir', 'ltr');
      expect(domElement).toHaveAttribute('lang', 'en');
    });

    if (index) {
      it(`sends ${basePath} to ${index}, replacing the address`, async () => {
        const { visited } = await mountTestParcel(parcel, { basePath, path: basePath, locale: 'en' });
        await waitFor(() => expect(visited).toEqual([index]));
      });
    }

    it(`answers an unknown address with its own not-found and a link back to ${basePath}`, async () => {
      await mountTestParcel(parcel, { basePath, path: notFound.path, locale: 'en' });
      expect(await screen.findByText(notFound.text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: notFound.back })).toHaveAttribute('href', basePath);
    });
  });
}
