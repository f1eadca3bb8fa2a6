import type { AnswerData } from './config';
import { whenParsed } from './fonts';
import type { Language } from './locale';
import { isRecord } from './storage';

/**
 * The login form asks for its captcha here, a round trip after the page rather than after the
 * application's scripts: the image is the form's largest element, so it decides when the login page
 * counts as painted. The promise of the answer is left in window.portalEarlyCaptcha, which the
 * application takes as its first captcha (shell/src/login/earlyCaptcha.ts), never asking for a
 * second one (a captcha is single use).
 */
export function earlyCaptcha(answerData: AnswerData, language: Language): void {
  const answer = answerData((base) =>
    window.fetch(`${base}/api/v1/auth/captcha/recaptcha`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': language },
    }),
  );
  window.portalEarlyCaptcha = answer;
  void answer.then((captcha) => whenParsed().then(() => showCaptcha(captcha)));
}

/** The captcha image shown in the boxes of the prerendered forms, with the alt text they carry. */
function showCaptcha(captcha: unknown): void {
  if (!isRecord(captcha) || typeof captcha.image !== 'string' || !captcha.image.startsWith('data:image/'))
    return;
  for (const box of document.querySelectorAll('.fp-view [data-captcha-image]')) {
    const image = document.createElement('img');
    image.alt = box.getAttribute('data-captcha-image') ?? '';
    image.src = captcha.image;
    image.style.cssText = 'width:100%;height:100%;object-fit:contain';
    box.replaceChildren(image);
  }
}
