import { readPrerenderedLogin } from './prerenderedLogin';

/** Two locales' copies as index.html holds them; `shown` is the one the first-paint script picked. */
function page(shown: 'fa' | 'en'): void {
  const copy = (locale: string) =>
    `<div class="fp-view" id="fp-login-${locale}" style="display: ${locale === shown ? 'block' : 'none'}">` +
    '<form><input autocomplete="username" value=""><input type="password" autocomplete="current-password" value=""></form></div>';
  document.body.innerHTML = `<div id="root">${copy('fa')}${copy('en')}</div>`;
}

describe('readPrerenderedLogin', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is null on a page that did not start from the prerendered form', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPrerenderedLogin()).toBeNull();
  });

  it('reads what was typed in the visible copy and which field has the focus', () => {
    page('en');
    const visible = document.getElementById('fp-login-en') as HTMLElement;
    const hidden = document.getElementById('fp-login-fa') as HTMLElement;
    (hidden.querySelector('input[autocomplete="username"]') as HTMLInputElement).value = 'not this';
    (visible.querySelector('input[autocomplete="username"]') as HTMLInputElement).value = 'demo@example.com';
    const password = visible.querySelector('input[autocomplete="current-password"]') as HTMLInputElement;
    password.value = 'Demo@12345';
    password.focus();
    expect(readPrerenderedLogin()).toEqual({
      username: 'demo@example.com',
      password: 'Demo@12345',
      focused: 'password',
    });
  });

  it('has no focused field when the focus is elsewhere', () => {
    page('fa');
    expect(readPrerenderedLogin()).toEqual({ username: '', password: '', focused: null });
  });
});
