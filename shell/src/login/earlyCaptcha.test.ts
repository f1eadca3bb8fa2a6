import { EARLY_CAPTCHA_GLOBAL, takeEarlyCaptcha } from './earlyCaptcha';

const CAPTCHA = { captcha_id: 'cap-early', image: 'data:image/svg+xml;base64,PHN2Zy8+' };
const ASKED = { captcha_id: 'cap-asked', image: 'data:image/svg+xml;base64,PHN2Zy8+' };

function windowWith(early?: Promise<unknown>) {
  const win = {} as Window & { [EARLY_CAPTCHA_GLOBAL]?: Promise<unknown> };
  if (early) win[EARLY_CAPTCHA_GLOBAL] = early;
  return win;
}

describe('takeEarlyCaptcha', () => {
  it('gives the captcha first-paint.js asked for, once', async () => {
    const ask = jest.fn().mockResolvedValue(ASKED);
    const win = windowWith(Promise.resolve(CAPTCHA));
    await expect(takeEarlyCaptcha(ask, win)).resolves.toEqual(CAPTCHA);
    expect(takeEarlyCaptcha(ask, win)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });

  it('is null without an early request (the caller asks the API)', () => {
    expect(takeEarlyCaptcha(jest.fn(), windowWith())).toBeNull();
  });

  it('asks the API when the early request failed or answered something else', async () => {
    const ask = jest.fn().mockResolvedValue(ASKED);
    await expect(takeEarlyCaptcha(ask, windowWith(Promise.resolve(null)))).resolves.toEqual(ASKED);
    await expect(
      takeEarlyCaptcha(ask, windowWith(Promise.resolve({ captcha_id: 'x', image: 'javascript:alert(1)' }))),
    ).resolves.toEqual(ASKED);
    await expect(takeEarlyCaptcha(ask, windowWith(Promise.reject(new Error('offline'))))).resolves.toEqual(
      ASKED,
    );
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it("passes on the API's error when asking again fails too", async () => {
    const ask = jest.fn().mockRejectedValue(new Error('Too many requests'));
    await expect(takeEarlyCaptcha(ask, windowWith(Promise.resolve(null)))).rejects.toThrow(
      'Too many requests',
    );
  });
});
