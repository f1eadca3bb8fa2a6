import { EARLY_CAPTCHA_GLOBAL } from '../login/earlyCaptcha';
import { EARLY_CONFIG_GLOBAL } from '../config/earlyConfig';
import { EARLY_SIGNED_IN } from './startSignedInQueries';
import { EARLY_MANIFEST_GLOBAL } from '../remotes/earlyManifest';
import { EARLY_FIRST_QUERY_GLOBAL } from '../remotes/earlyFirstQuery';
import { PAINTED_AREA_GLOBAL } from '../remotes/paintedArea';
import { EARLY_PALETTE_GLOBAL, PALETTE_READY_GLOBAL, takeOverPaletteShortcut } from '../palette/earlyPalette';
import { runFirstPaint } from '../firstPaint/firstPaint';

const TOKEN = 'demo-0123456789abcdef';
const DATA: Record<string, unknown> = {
  '/config.json': { apiBaseUrl: 'https://api.example.com/' },
  'http://localhost/remotes/manifest.json': { schemaVersion: 1, remotes: {} },
  'https://api.example.com/api/v1/auth/profile': {
    success: true,
    data: { id: 1, email: 'demo@example.com' },
  },
  'https://api.example.com/api/v1/financial/billing/balance': { success: true, data: { balance: 1500000 } },
  'https://api.example.com/api/v1/static/sliders': { success: true, data: [{ id: 1 }] },
  'https://api.example.com/api/v1/auth/captcha/recaptcha': {
    success: true,
    data: { captcha_id: 'c', image: 'data:image/png;base64,AA' },
  },
};

const early = window as unknown as Record<string, unknown>;
const GLOBALS = [
  EARLY_PALETTE_GLOBAL,
  PALETTE_READY_GLOBAL,
  EARLY_CONFIG_GLOBAL,
  EARLY_CAPTCHA_GLOBAL,
  EARLY_MANIFEST_GLOBAL,
  EARLY_FIRST_QUERY_GLOBAL,
  ...Object.values(EARLY_SIGNED_IN),
];

/** Runs the before-paint script (src/firstPaint) as the page does before the first paint, with fetch answering DATA. */
function runScript(
  fetchAnswer: (url: string) => { ok: boolean; body: unknown } = (url) => ({
    ok: url in DATA,
    body: DATA[url],
  }),
) {
  const fetchSpy = jest.fn((url: string) => {
    const { ok, body } = fetchAnswer(url);
    return Promise.resolve({ ok, status: ok ? 200 : 401, json: async () => body });
  });
  window.fetch = fetchSpy as unknown as typeof fetch;
  document.documentElement.className = '';
  runFirstPaint();
  return fetchSpy;
}

/** fetch answering `answer(url)` (DATA by default), config.json only once `answerConfig` is called; the addresses asked, in order. */
function fetchHoldingConfig(
  answer: (url: string) => { ok: boolean; body: unknown } = (url) => ({ ok: url in DATA, body: DATA[url] }),
) {
  let release: () => void = () => undefined;
  const configAnswered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  window.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    if (url === '/config.json') await configAnswered;
    const { ok, body } = answer(url);
    return { ok, status: 200, json: async () => body };
  }) as unknown as typeof fetch;
  return { asked, answerConfig: () => release() };
}

afterEach(() => {
  localStorage.clear();
  for (const global of GLOBALS) delete early[global];
});

describe('the before-paint script on a signed-in page', () => {
  it("asks for the dashboard's first calls with the stored token and leaves their data for the application", async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    localStorage.setItem('portal.locale', JSON.stringify({ locale: 'en', dateLocale: 'en-us' }));
    const fetchSpy = runScript();
    await expect(early[EARLY_SIGNED_IN.profile]).resolves.toEqual({ id: 1, email: 'demo@example.com' });
    await expect(early[EARLY_SIGNED_IN.balance]).resolves.toEqual({ balance: 1500000 });
    await expect(early[EARLY_SIGNED_IN.slides]).resolves.toEqual([{ id: 1 }]);
    expect(early[EARLY_CAPTCHA_GLOBAL]).toBeUndefined();
    const calls = fetchSpy.mock.calls.map(([url]) => url);
    expect(calls.filter((url) => url.includes('/api/')).sort()).toEqual(
      [
        'https://api.example.com/api/v1/auth/profile',
        'https://api.example.com/api/v1/financial/billing/balance',
        'https://api.example.com/api/v1/static/sliders',
      ].sort(),
    );
    for (const [url, init] of fetchSpy.mock.calls as unknown as Array<
      [string, { headers?: Record<string, string> }]
    >) {
      if (!url.includes('/api/')) continue;
      expect(init.headers).toEqual({
        Accept: 'application/json',
        'Accept-Language': 'en',
        Authorization: `Bearer ${TOKEN}`,
      });
    }
  });

  it('leaves null for an answer the API refused (the application then asks, and hears why)', async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    runScript((url) =>
      url.endsWith('/auth/profile')
        ? { ok: false, body: { success: false, message: 'Please login again' } }
        : { ok: url in DATA, body: DATA[url] },
    );
    await expect(early[EARLY_SIGNED_IN.profile]).resolves.toBeNull();
    await expect(early[EARLY_SIGNED_IN.balance]).resolves.toEqual({ balance: 1500000 });
  });

  it('signed out on /login, asks for the captcha and none of the signed-in calls', async () => {
    window.history.pushState(null, '', '/login');
    try {
      const fetchSpy = runScript();
      await expect(early[EARLY_CAPTCHA_GLOBAL]).resolves.toEqual({
        captcha_id: 'c',
        image: 'data:image/png;base64,AA',
      });
      for (const global of Object.values(EARLY_SIGNED_IN)) expect(early[global]).toBeUndefined();
      expect(fetchSpy.mock.calls.map(([url]) => url).filter((url) => url.includes('/api/'))).toEqual([
        'https://api.example.com/api/v1/auth/captcha/recaptcha',
      ]);
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('signed out on another address (the shell goes on to /login), asks for no captcha: a captcha is single use', async () => {
    window.history.pushState(null, '', '/cdn/domains');
    try {
      const fetchSpy = runScript();
      await expect(early[EARLY_CONFIG_GLOBAL]).resolves.toBeTruthy();
      expect(early[EARLY_CAPTCHA_GLOBAL]).toBeUndefined();
      for (const global of Object.values(EARLY_SIGNED_IN)) expect(early[global]).toBeUndefined();
      expect(fetchSpy.mock.calls.map(([url]) => url).filter((url) => url.includes('/api/'))).toEqual([]);
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it("on `/`, shows the dashboard's frame and paints the balance and the first slide's image into it", async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    document.body.innerHTML =
      '<div class="fp-view" id="fp-home-fa"><span><b data-fp-balance></b></span><div data-fp-slide></div></div><div class="fp-view" id="fp-home-en"><span><b data-fp-balance></b></span></div><div data-fp-slide></div>';
    runScript((url) =>
      url.endsWith('/static/sliders')
        ? {
            ok: true,
            body: {
              success: true,
              data: [
                { title: 'A', image: '/assets/slide-a.png' },
                { title: 'B', image: '/assets/slide-b.png' },
              ],
            },
          }
        : { ok: url in DATA, body: DATA[url] },
    );
    expect(document.documentElement.classList.contains('fp-home')).toBe(true);
    await early[EARLY_SIGNED_IN.balance];
    await early[EARLY_SIGNED_IN.slides];
    await Promise.resolve();
    // the shown locale's frame (Persian, the default) only, marked as the header's balance figure
    expect(document.querySelector('#fp-home-fa [data-fp-balance]')?.textContent).toBe('1,500,000');
    expect(document.querySelector('#fp-home-en [data-fp-balance]')?.textContent).toBe('');
    expect(
      [...document.querySelectorAll('[data-testid="header-balance"]')].map((e) => e.closest('.fp-view')?.id),
    ).toEqual(['fp-home-fa']);
    const images = document.querySelectorAll('img');
    // only the frame's own box (inside a prerendered view) gets the image
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('/assets/slide-a.png');
    expect(images[0]?.closest('.fp-view')?.id).toBe('fp-home-fa');
    document.body.innerHTML = '';
  });

  it("on an area's page, shows the signed-in frame with a page's placeholders, paints the balance, and reads the release manifest", async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    window.history.pushState(null, '', '/cdn/domains');
    document.body.innerHTML =
      '<div class="fp-view" id="fp-home-fa"><span><b data-fp-balance></b></span><div data-fp-slide></div></div><div class="fp-view" id="fp-home-en"><span><b data-fp-balance></b></span></div>';
    const fetchSpy = runScript((url) => ({
      ok: url in DATA,
      body:
        url === '/config.json'
          ? { ...(DATA[url] as object), manifestUrl: '/releases/manifest.json' }
          : DATA[url],
    }));
    try {
      const classes = document.documentElement.classList;
      expect([classes.contains('fp-app'), classes.contains('fp-area'), classes.contains('fp-home')]).toEqual([
        true,
        true,
        false,
      ]);
      // config.json's manifestUrl, as the loader resolves it against the page
      await expect(early[EARLY_MANIFEST_GLOBAL]).resolves.toEqual({
        url: 'http://localhost/releases/manifest.json',
        json: null,
      });
      await early[EARLY_SIGNED_IN.balance];
      await Promise.resolve();
      expect(document.querySelector('#fp-home-fa [data-fp-balance]')?.textContent).toBe('1,500,000');
      expect(early[EARLY_SIGNED_IN.slides]).toBeUndefined();
      expect(document.querySelectorAll('img')).toHaveLength(0);
      const manifestCall = (fetchSpy.mock.calls as unknown as Array<[string, RequestInit]>).find(([url]) =>
        url.includes('manifest'),
      );
      expect(manifestCall).toEqual(['http://localhost/releases/manifest.json', { cache: 'no-store' }]);
    } finally {
      window.history.pushState(null, '', '/');
      document.body.innerHTML = '';
    }
  });

  it("on an area's page, asks for the first query the stable version of the page's remote declares, with the stored token, and leaves its answer", async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    const declaring = (firstQueries: unknown) => ({
      schemaVersion: 1,
      routes: [],
      menus: [],
      tiles: [],
      widgets: [],
      dialogs: [],
      firstQueries,
    });
    const manifest = {
      schemaVersion: 1,
      remotes: {
        cdn: {
          stable: {
            version: '1.0.0',
            entry: '/remotes/cdn/1.0.0/mf-manifest.json',
            contributions: declaring([
              { path: '/cdn', api: '/cdn/ng/domains', queryKey: ['domains', 'list'] },
            ]),
          },
        },
        cloud: {
          stable: {
            version: '1.0.0',
            entry: '/remotes/cloud/1.0.0/mf-manifest.json',
            contributions: declaring([
              { path: '/cloud/servers', api: '/cloud/servers', queryKey: ['servers', 'list'] },
            ]),
          },
          canary: {
            version: '1.1.0',
            percentage: 50,
            entry: '/remotes/cloud/1.1.0/mf-manifest.json',
            contributions: declaring([
              { path: '/cloud/servers', api: '/cloud/v2/servers', queryKey: ['servers'] },
            ]),
          },
        },
      },
    };
    const answers: Record<string, unknown> = {
      ...DATA,
      'http://localhost/remotes/manifest.json': manifest,
      'https://api.example.com/api/v1/cloud/servers': { success: true, data: [{ id: 7, name: 'web-1' }] },
    };
    const fetchOf = (url: string) => ({ ok: url in answers, body: answers[url] });
    try {
      window.history.pushState(null, '', '/cloud/servers/');
      let fetchSpy = runScript(fetchOf);
      await expect(early[EARLY_FIRST_QUERY_GLOBAL]).resolves.toEqual({
        remote: 'cloud',
        api: '/cloud/servers',
        queryKey: ['servers', 'list'],
        data: [{ id: 7, name: 'web-1' }],
      });
      const call = (
        fetchSpy.mock.calls as unknown as Array<[string, { headers?: Record<string, string> }]>
      ).find(([url]) => url.endsWith('/cloud/servers'));
      expect(call?.[1].headers?.Authorization).toBe(`Bearer ${TOKEN}`);
      // a page no remote declares a first query for (or a page under it): none asked for
      for (const page of ['/cloud/ssh-keys', '/cloud/servers/7', '/']) {
        window.history.pushState(null, '', page);
        fetchSpy = runScript(fetchOf);
        await expect(early[EARLY_FIRST_QUERY_GLOBAL] ?? null).resolves.toBeNull();
        expect(fetchSpy.mock.calls.map(([url]) => url).filter((url) => url.includes('/cloud/'))).toEqual([]);
      }
      // an answer the API refused: null, and the area asks itself
      window.history.pushState(null, '', '/cloud/servers');
      runScript((url) =>
        url.endsWith('/cloud/servers') ? { ok: false, body: { success: false } } : fetchOf(url),
      );
      await expect(early[EARLY_FIRST_QUERY_GLOBAL]).resolves.toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it("paints the first screen the page's declaration describes from its answer, named in the page by the server: asked at once, text only", async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    const label = (en: string) => ({ fa: `${en}-fa`, en });
    const paint = {
      title: label('Support'),
      nav: [label('My tickets'), label('Support plans')],
      blocks: [
        { bar: { tabs: [label('Open tickets')], actions: 1 } },
        {
          table: {
            rows: 'opened_list',
            columns: [
              { label: label('#'), value: 'id', dir: 'ltr' },
              { label: label('Subject'), value: 'subject', strong: true },
              { label: label('State') },
            ],
            footer: label('Rows per page'),
          },
        },
        {
          form: {
            fields: [
              { label: label('Gateway'), value: 'opened_list.0.subject' },
              { label: label('Code'), placeholder: label('14 characters'), help: label('Checked at 14') },
              { label: label('Bank'), value: 'opened_list.1.subject', select: true },
            ],
          },
        },
      ],
    };
    const named = {
      remote: 'support',
      query: { path: '/support/tickets', api: '/support/tickets', queryKey: ['tickets', 'list'], paint },
    };
    document.head.innerHTML = `<meta name="fp-api-base" content="https://api.example.com"><meta name="fp-first-query" content='${JSON.stringify(named).replace(/'/g, '&#39;')}'>`;
    document.body.innerHTML =
      '<div class="fp-view" id="fp-home-fa"><div class="fp-frame-main fp-frame-area"><div class="fp-frame-bone"></div></div></div><div class="fp-view" id="fp-home-en"><div class="fp-frame-main fp-frame-area"><div class="fp-frame-bone"></div></div></div>';
    const subject = '<img src=x onerror="window.hacked=1"> SSL';
    const { asked, answerConfig } = fetchHoldingConfig((url) =>
      url.endsWith('/support/tickets')
        ? {
            ok: true,
            body: {
              success: true,
              data: {
                opened_list: [
                  { id: 12, subject },
                  { id: 11, subject: 'Slow' },
                ],
              },
            },
          }
        : { ok: url in DATA, body: DATA[url] },
    );
    try {
      window.history.pushState(null, '', '/support/tickets');
      document.documentElement.className = '';
      runFirstPaint();
      await new Promise((resolve) => setTimeout(resolve, 0));
      // neither config.json nor the manifest has answered: the page's own hints sent the query
      expect(asked).toContain('https://api.example.com/api/v1/support/tickets');
      const page = document.querySelector(
        '#fp-home-fa .fp-frame-area > [data-status="painted"]',
      ) as HTMLElement;
      expect(page.dataset).toMatchObject({ remote: 'support', module: './app' });
      expect(early[PAINTED_AREA_GLOBAL]).toBe(page);
      expect(document.querySelector('#fp-home-en .fp-frame-area [data-status]')).toBeNull();
      expect(page.querySelector('h1')?.textContent).toBe('Support-fa');
      expect([...page.querySelectorAll('.fp-p-nav li')].map((li) => [li.textContent, li.className])).toEqual([
        ['My tickets-fa', 'fp-p-current'],
        ['Support plans-fa', ''],
      ]);
      expect([...page.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
        '#-fa',
        'Subject-fa',
        'State-fa',
      ]);
      let handedOn: unknown = 'pending';
      void (early[EARLY_FIRST_QUERY_GLOBAL] as Promise<unknown>).then((answer) => (handedOn = answer));
      await new Promise((resolve) => setTimeout(resolve, 0));
      // painted from the answer of the page's origin at once; handed on to the shell only once config.json names the same origin
      expect(handedOn).toBe('pending');
      const rows = [...page.querySelectorAll('tbody tr')];
      expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
        ['12', subject, ''],
        ['11', 'Slow', ''],
      ]);
      // a value is text, never markup; a value left to right stays isolated; a column without one is a placeholder
      expect(page.querySelector('img')).toBeNull();
      expect(rows[0]?.querySelector('td bdi')?.getAttribute('dir')).toBe('ltr');
      expect(rows[0]?.querySelectorAll('td')[2]?.querySelector('.fp-frame-bone')).not.toBeNull();
      expect(page.querySelector('.fp-p-footer')?.textContent).toBe('Rows per page-fa');
      // a form's fields are inert text fields: the value (as text), or the placeholder; read-only, out of the tab order, nameless
      const inputs = [...page.querySelectorAll<HTMLInputElement>('.fp-p-field input')];
      expect(
        inputs.map((input) => [input.value, input.placeholder, input.readOnly, input.tabIndex, input.name]),
      ).toEqual([
        [subject, '', true, -1, ''],
        ['', '14 characters-fa', true, -1, ''],
      ]);
      // a choice shows its value as its button does, as text
      expect([...page.querySelectorAll('.fp-p-field')].map((f) => f.textContent)).toEqual([
        'Gateway-fa',
        'Code-faChecked at 14-fa',
        'Bank-faSlow',
      ]);
      expect(page.querySelectorAll('.fp-p-field')[2]?.querySelector('input')).toBeNull();
      answerConfig();
      await expect(early[EARLY_FIRST_QUERY_GLOBAL]).resolves.toMatchObject({
        remote: 'support',
        api: '/support/tickets',
        queryKey: ['tickets', 'list'],
      });
      expect(asked.filter((url) => url.endsWith('/support/tickets'))).toHaveLength(1);
      await early[EARLY_SIGNED_IN.balance];
    } finally {
      window.history.pushState(null, '', '/');
      document.head.innerHTML = '';
      document.body.innerHTML = '';
      delete early[PAINTED_AREA_GLOBAL];
    }
  });

  it("a page naming another API origin than config.json's (kept from an earlier day): the calls are asked again at config.json's", async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    document.head.innerHTML = '<meta name="fp-api-base" content="https://old-api.example.com">';
    try {
      const fetchSpy = runScript();
      await expect(early[EARLY_SIGNED_IN.profile]).resolves.toEqual({ id: 1, email: 'demo@example.com' });
      const calls = fetchSpy.mock.calls.map(([url]) => url).filter((url) => url.endsWith('/auth/profile'));
      expect(calls).toEqual([
        'https://old-api.example.com/api/v1/auth/profile',
        'https://api.example.com/api/v1/auth/profile',
      ]);
    } finally {
      document.head.innerHTML = '';
    }
  });

  it("leaves the release manifest's JSON for the loader, at the shell's default address without one in config.json", async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    runScript();
    await expect(early[EARLY_MANIFEST_GLOBAL]).resolves.toEqual({
      url: 'http://localhost/remotes/manifest.json',
      json: { schemaVersion: 1, remotes: {} },
    });
    expect(document.documentElement.classList.contains('fp-area')).toBe(false);
  });

  it("a repeat visit starts its calls with the API's origin of the last visit, before config.json answers, and keeps this visit's", async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    localStorage.setItem('portal.apiBase', JSON.stringify('https://api.example.com'));
    const { asked, answerConfig } = fetchHoldingConfig();
    document.documentElement.className = '';
    runFirstPaint();
    // the script's pending promise callbacks run (config.json is still held)
    await new Promise((resolve) => setTimeout(resolve, 0));
    // config.json has not answered: the calls are already on their way, to the last visit's origin
    expect(asked.filter((url) => url.includes('/api/')).sort()).toEqual([
      'https://api.example.com/api/v1/auth/profile',
      'https://api.example.com/api/v1/financial/billing/balance',
      'https://api.example.com/api/v1/static/sliders',
    ]);
    answerConfig();
    await expect(early[EARLY_SIGNED_IN.balance]).resolves.toEqual({ balance: 1500000 });
    expect(asked.filter((url) => url.includes('/api/'))).toHaveLength(3);
    expect(JSON.parse(localStorage.getItem('portal.apiBase') ?? 'null')).toBe('https://api.example.com');
  });

  it("asks again with this visit's origin when config.json names another than the last visit's", async () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    localStorage.setItem('portal.apiBase', JSON.stringify('https://old-api.example.com'));
    const fetchSpy = runScript();
    await expect(early[EARLY_SIGNED_IN.profile]).resolves.toEqual({ id: 1, email: 'demo@example.com' });
    const calls = fetchSpy.mock.calls.map(([url]) => url).filter((url) => url.endsWith('/auth/profile'));
    expect(calls).toEqual([
      'https://old-api.example.com/api/v1/auth/profile',
      'https://api.example.com/api/v1/auth/profile',
    ]);
    expect(JSON.parse(localStorage.getItem('portal.apiBase') ?? 'null')).toBe('https://api.example.com');
  });

  it('signed out, the dashboard frame is not chosen', () => {
    runScript();
    expect(document.documentElement.classList.contains('fp-home')).toBe(false);
    expect(document.documentElement.classList.contains('fp-area')).toBe(false);
    expect(document.documentElement.classList.contains('fp-app')).toBe(false);
    expect(early[EARLY_MANIFEST_GLOBAL]).toBeUndefined();
  });

  it("keeps a Ctrl+K pressed on the painted frame for the palette, holding back the browser's own, until the header takes it over", () => {
    localStorage.setItem('portal.token', JSON.stringify(TOKEN));
    runScript();
    const press = (init: KeyboardEventInit) => {
      const e = new KeyboardEvent('keydown', { cancelable: true, ...init });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(press({ key: 'k', code: 'KeyK', shiftKey: true, ctrlKey: true })).toBe(false);
    expect(press({ key: 'j', code: 'KeyJ', ctrlKey: true })).toBe(false);
    expect(early[EARLY_PALETTE_GLOBAL]).toBeUndefined();
    // ⌘K, and Ctrl with the key K on a Persian layout (where it types ن)
    expect(press({ key: 'k', code: 'KeyK', metaKey: true })).toBe(true);
    expect(early[EARLY_PALETTE_GLOBAL]).toBe(true);
    expect(takeOverPaletteShortcut()).toBe(true);
    expect(takeOverPaletteShortcut()).toBe(false);
    // the header's own listener answers from now on
    expect(press({ key: 'ن', code: 'KeyK', ctrlKey: true })).toBe(false);
    expect(early[EARLY_PALETTE_GLOBAL]).toBeUndefined();
    delete early[PALETTE_READY_GLOBAL];
    expect(press({ key: 'ن', code: 'KeyK', ctrlKey: true })).toBe(true);
    expect(early[EARLY_PALETTE_GLOBAL]).toBe(true);
  });
});
