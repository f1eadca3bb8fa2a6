// The login prerender's text work: inert fields, ids per locale, the views and styles in index.html.
interface View {
  locale: string;
  dir: string;
  html: string;
  css: string[];
  fonts: string[];
}
interface Frame {
  locale: string;
  dir: string;
  html: string;
  css?: string[];
  fonts?: string[];
}
const { dashboardFrame, insertPrerendered, mergeRules, prerenderedIds, stripPrerenderedForm } =
  require('../prerender-html.cjs') as {
    dashboardFrame: (text: Record<string, string>) => string;
    insertPrerendered: (template: string, views: View[], frames?: Frame[]) => string;
    mergeRules: (lists: string[][]) => string[];
    prerenderedIds: (html: string, locale: string) => string;
    stripPrerenderedForm: (html: string) => string;
  };

const TEMPLATE =
  '<!doctype html><html lang="fa" dir="rtl"><head><title>P</title><script src="/color-mode.js"></script><script src="/first-paint.js"></script><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

describe('login prerender', () => {
  it('leaves the captured fields without names, so a submit before the script sends nothing', () => {
    const html =
      '<form><input name="username" autocomplete="username" value=""><input type="password" name="password"></form><button name="x">';
    expect(stripPrerenderedForm(html)).toBe(
      '<form><input autocomplete="username" value=""><input type="password"></form><button name="x">',
    );
  });

  it('suffixes every id and every reference to one with the locale, and nothing else', () => {
    const html =
      '<label id="l1" for="f1">A</label><input id="f1" aria-labelledby="l1 other" aria-describedby="h1"><p id="h1" data-x="f1">';
    expect(prerenderedIds(html, 'en')).toBe(
      '<label id="l1-fp-en" for="f1-fp-en">A</label><input id="f1-fp-en" aria-labelledby="l1-fp-en other" aria-describedby="h1-fp-en"><p id="h1-fp-en" data-x="f1">',
    );
  });

  it('keeps each CSS rule once, in the order first seen', () => {
    expect(
      mergeRules([
        ['a{}', 'b{}'],
        ['b{}', 'c{}'],
      ]),
    ).toEqual(['a{}', 'b{}', 'c{}']);
  });

  it('puts the styles and font lists before the first script and the views inside #root', () => {
    const page = insertPrerendered(TEMPLATE, [
      {
        locale: 'fa',
        dir: 'rtl',
        html: '<form>fa</form>',
        css: ['.a{color:red}'],
        fonts: ['/assets/v.woff2', '/assets/v.woff2'],
      },
      {
        locale: 'en',
        dir: 'ltr',
        html: '<form>en</form>',
        css: ['.a{color:red}', '.b{}'],
        fonts: ['/assets/i.woff2'],
      },
    ]);
    const style = page.indexOf('<style id="fp-style">');
    expect(style).toBeGreaterThan(0);
    expect(style).toBeLessThan(page.indexOf('<script'));
    expect(page.indexOf('<meta name="fp-fonts-fa" content="/assets/v.woff2" />')).toBeLessThan(
      page.indexOf('/first-paint.js'),
    );
    expect(page).toContain('<meta name="fp-fonts-en" content="/assets/i.woff2" />');
    expect(page.match(/\.a\{color:red\}/g)).toHaveLength(1);
    expect(page).toContain(
      '<div id="root"><div class="fp-view" id="fp-login-fa" lang="fa" dir="rtl"><form>fa</form></div><div class="fp-view" id="fp-login-en" lang="en" dir="ltr"><form>en</form></div></div>',
    );
    expect(page).toContain('html:not(.fp-app):not(.fp-en) #fp-login-fa{display:block}');
  });

  it('finds the root of a minified page', () => {
    const page = insertPrerendered(
      '<html><head><script src=/a.js></script></head><body><div id=root></div></body></html>',
      [{ locale: 'fa', dir: 'rtl', html: '<p>x</p>', css: [], fonts: [] }],
    );
    expect(page).toContain(
      '<div id="root"><div class="fp-view" id="fp-login-fa" lang="fa" dir="rtl"><p>x</p></div></div>',
    );
  });

  it('refuses a page without an empty root', () => {
    expect(() =>
      insertPrerendered(TEMPLATE.replace('<div id="root"></div>', '<div id="root">x</div>'), []),
    ).toThrow(/root/);
  });

  it("builds the dashboard's frame from the shell's messages, escaped, with the boxes first-paint.js fills", () => {
    const text = {
      'shell.productName': 'P & Co',
      'shell.header.balance': 'Balance',
      'shell.header.rial': 'Rials',
      'shell.menu.user': 'Account',
      'shell.title.dashboard': 'Dashboard',
    };
    const html = dashboardFrame(text);
    expect(html).toContain('<span class="fp-frame-product">P &amp; Co</span>');
    expect(html).toContain('<h1 class="fp-frame-title">Dashboard</h1>');
    expect(html).toContain('data-fp-balance');
    expect(html).toContain('data-fp-slide');
    expect(html.match(/fp-frame-tile"/g)).toHaveLength(8);
    // the dashboard's main column, and another page's (a heading's and a panel's placeholders)
    expect(html).toContain('<div class="fp-frame-main fp-frame-home">');
    expect(html).toContain(
      '<div class="fp-frame-main fp-frame-area"><div class="fp-frame-bone fp-frame-heading"></div><div class="fp-frame-bone fp-frame-panel"></div></div>',
    );
    expect(html.startsWith('<div class="fp-frame" aria-hidden="true">')).toBe(true);
    const { 'shell.menu.user': _missing, ...without } = text;
    expect(() => dashboardFrame(without)).toThrow(/shell.menu.user/);
  });

  it("puts each locale's frame in #root, shown only on the signed-in pages of its locale, with the main column of `/` or of another page", () => {
    const page = insertPrerendered(
      TEMPLATE,
      [{ locale: 'fa', dir: 'rtl', html: '<form>fa</form>', css: [], fonts: [] }],
      [
        { locale: 'fa', dir: 'rtl', html: '<div>fa frame</div>' },
        { locale: 'en', dir: 'ltr', html: '<div>en frame</div>' },
      ],
    );
    expect(page).toContain(
      '<div class="fp-view" id="fp-home-fa" lang="fa" dir="rtl"><div>fa frame</div></div>',
    );
    expect(page).toContain(
      '<div class="fp-view" id="fp-home-en" lang="en" dir="ltr"><div>en frame</div></div>',
    );
    expect(page).toContain('html.fp-app.fp-home:not(.fp-en) #fp-home-fa{display:block}');
    expect(page).toContain('html.fp-app.fp-home.fp-en #fp-home-en{display:block}');
    expect(page).toContain('html.fp-app.fp-area:not(.fp-en) #fp-home-fa{display:block}');
    expect(page).toContain('html.fp-app.fp-area.fp-en #fp-home-en{display:block}');
    expect(page).toContain('html:not(.fp-home) .fp-frame-home{display:none}');
    expect(page).toContain('html:not(.fp-area) .fp-frame-area{display:none}');
    expect(page).toContain('.fp-frame-slide{');
    // no frame, no frame styles
    expect(insertPrerendered(TEMPLATE, [])).not.toContain('.fp-frame-slide{');
  });

  it("puts the shell's styles and the frame's fonts into a page without a login form (index.html)", () => {
    const page = insertPrerendered(
      TEMPLATE,
      [],
      [
        {
          locale: 'fa',
          dir: 'rtl',
          html: '<div>fa frame</div>',
          css: [':root{--chakra-colors-bg:#fff}', '@font-face{font-family:Vazirmatn}'],
          fonts: ['/assets/v.woff2'],
        },
        {
          locale: 'en',
          dir: 'ltr',
          html: '<div>en frame</div>',
          css: [':root{--chakra-colors-bg:#fff}'],
          fonts: ['/assets/i.woff2', '/assets/i.woff2'],
        },
      ],
    );
    expect(page).not.toContain('id="fp-login-');
    expect(page.match(/--chakra-colors-bg:#fff/g)).toHaveLength(1);
    expect(page).toContain('@font-face{font-family:Vazirmatn}');
    expect(page.indexOf('<meta name="fp-fonts-fa" content="/assets/v.woff2" />')).toBeLessThan(
      page.indexOf('/first-paint.js'),
    );
    expect(page).toContain('<meta name="fp-fonts-en" content="/assets/i.woff2" />');
    // a locale without a font file names none
    expect(
      insertPrerendered(TEMPLATE, [], [{ locale: 'fa', dir: 'rtl', html: '<div>fa frame</div>' }]),
    ).not.toContain('fp-fonts-');
  });
});
