import type { Language } from './locale';

/** Preloads the fonts the prerendered view of `locale` paints with (<meta name="fp-fonts-fa|en">, space separated). */
export function preloadFonts(locale: Language | null): void {
  const fonts = document.querySelector(`meta[name="fp-fonts-${locale === 'en' ? 'en' : 'fa'}"]`);
  const list = fonts?.getAttribute('content')?.split(' ') ?? [];
  for (const href of list) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** Runs `show` once the fonts the page's text needs have loaded (at the latest after 3 s, the browser's own block period). */
export function whenFontsReady(show: () => void): void {
  let shown = false;
  const once = () => {
    if (shown) return;
    shown = true;
    show();
  };
  // absent in older engines (and jsdom), however the DOM's types declare it
  const fonts = document.fonts as FontFaceSet | undefined;
  if (!fonts?.ready) return once();
  // the layout that asks for the fonts happens at the next frame
  window.requestAnimationFrame(() => {
    fonts.ready.then(once, once);
  });
  window.setTimeout(once, 3000);
}

/**
 * Settles once the page's markup is all there: as soon as parsing ends ("interactive"), not at
 * DOMContentLoaded, which waits for the application's deferred script to arrive and run.
 */
export function whenParsed(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState !== 'loading') return resolve();
    document.addEventListener('readystatechange', function parsed() {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', parsed);
      resolve();
    });
  });
}
