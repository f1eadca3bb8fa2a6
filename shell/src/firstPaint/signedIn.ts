import type { AnswerData } from './config';
import { earlyFirstQuery } from './firstQuery';
import { whenParsed } from './fonts';
import type { Language } from './locale';
import { earlyManifest } from './manifest';
import { isRecord } from './storage';

/**
 * A signed-in page's first calls (the profile and the balance; the slides on the dashboard `/`),
 * with the stored token, as the application would once its scripts have run: the promises of their
 * data are left in window.portalEarlyProfile, portalEarlyBalance and portalEarlySlides, which the
 * application's first calls take instead of asking again (shell/src/session/startSignedInQueries.ts,
 * through shell/src/config/earlyHandOver.ts); with them the release manifest and the page's first
 * query. The balance and the first slide are painted into the prerendered frame as they arrive.
 */
export function earlySignedIn(
  config: Promise<unknown>,
  answerData: AnswerData,
  bearer: string,
  language: Language,
): void {
  const headers = {
    Accept: 'application/json',
    'Accept-Language': language,
    Authorization: `Bearer ${bearer}`,
  };
  const get = (path: string, early?: (data: unknown) => void) =>
    answerData((base) => window.fetch(`${base}/api/v1${path}`, { headers }), early);
  const manifest = earlyManifest(config);
  window.portalEarlyManifest = manifest;
  window.portalEarlyFirstQuery = earlyFirstQuery(manifest, get, language);
  window.portalEarlyProfile = get('/auth/profile');
  const balance = get('/financial/billing/balance');
  window.portalEarlyBalance = balance;
  void balance.then((wallet) => whenParsed().then(() => showBalance(wallet, language)));
  if (window.location.pathname !== '/') return;
  const slides = get('/static/sliders');
  window.portalEarlySlides = slides;
  void slides.then((list) => whenParsed().then(() => showSlide(list)));
}

/**
 * The balance in the header of the signed-in frame of `language`, as the application's header
 * shows it (whole rials, grouped by commas), and marked as that header's balance figure (one
 * element on the page carries the mark: the shown frame's, until the application replaces it).
 */
function showBalance(wallet: unknown, language: Language): void {
  if (!isRecord(wallet) || typeof wallet.balance !== 'number' || !isFinite(wallet.balance)) return;
  const figure = document.querySelector(`#fp-home-${language} [data-fp-balance]`);
  if (!figure) return;
  figure.textContent = Math.round(wallet.balance).toLocaleString('en-US');
  figure.parentElement?.setAttribute('data-testid', 'header-balance');
}

/** The first slide's image in the dashboard frame's slide box, where the slider shows it. */
function showSlide(slides: unknown): void {
  const slide: unknown = Array.isArray(slides) ? slides[0] : null;
  if (!isRecord(slide) || typeof slide.image !== 'string' || !slide.image) return;
  for (const box of document.querySelectorAll('.fp-view [data-fp-slide]')) {
    const image = document.createElement('img');
    image.alt = '';
    image.src = slide.image;
    box.replaceChildren(image);
  }
}
