import { expect, type Page, type APIRequestContext } from '@playwright/test';

/** The sandbox draws the captcha; tests read its answer from the sandbox-only route. */
export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const res = await request.get(`/__sandbox/captcha/${captchaId}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { answer: string };
  return body.answer;
}

/** A session token through the API itself (captcha included), as a browser login would get one. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const captcha = await (await request.post('/api/v1/auth/captcha/recaptcha')).json();
  const captchaId = captcha.data.captcha_id as string;
  const res = await request.post('/api/v1/auth/login', {
    form: { username, password, captcha_id: captchaId, captcha: await captchaAnswer(request, captchaId) },
  });
  const body = await res.json();
  expect(body.success, body.message).toBe(true);
  return body.data.token as string;
}

export class LoginPage {
  private captchaId = '';

  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  /** Opens /login (in the given locale) and remembers which captcha the page shows. */
  async open(locale: 'fa' | 'en' = 'en'): Promise<void> {
    // A page already on /login (where a logout lands) may still be fetching its own captcha: its
    // answer would be taken for the new page's, and its body is gone once the new page loads. Leave
    // it first, so the only captcha answered while watching is the one the opened page shows.
    if (this.page.url() !== 'about:blank') await this.page.goto('about:blank');
    await this.watchCaptcha(() => this.page.goto(`/login?locale=${locale}`));
  }

  private async watchCaptcha(action: () => Promise<unknown>): Promise<void> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.url().includes('/auth/captcha/recaptcha') && r.ok()),
      action(),
    ]);
    this.captchaId = (await response.json()).data.captcha_id;
  }

  username() {
    return this.page.locator('input[name="username"]');
  }

  password() {
    return this.page.locator('input[name="password"]');
  }

  captcha() {
    return this.page.locator('input[name="captcha"]');
  }

  async fill(username: string, password: string, captcha?: string): Promise<void> {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.captcha().fill(captcha ?? (await captchaAnswer(this.request, this.captchaId)));
  }

  /** Submits; a failed attempt uses up the captcha, so the page shows a new one. */
  async submit(expectNewCaptcha = false): Promise<void> {
    const submit = () => this.page.locator('form button[type="submit"]').first().click();
    if (expectNewCaptcha) {
      await this.watchCaptcha(submit);
      // the page empties the spent answer once the new image is shown: fill only after that
      await expect(this.captcha()).toHaveValue('');
    } else await submit();
  }

  async login(username: string, password: string): Promise<void> {
    await this.fill(username, password);
    await this.submit();
  }
}
