import type { Contributions } from '@portal/release';
import { EARLY_FIRST_QUERY_GLOBAL, holdEarlyFirstQuery, takeFirstAnswers } from './earlyFirstQuery';
import type { RemoteContributions } from './loaderTypes';

const SERVERS = [{ id: 1, name: 'web-1' }];
const EARLY = { remote: 'cloud', api: '/cloud/servers', queryKey: ['servers', 'list'], data: SERVERS };

function declaring(version: string, firstQueries: Contributions['firstQueries']): RemoteContributions {
  return {
    version,
    channel: 'stable',
    contributions: {
      schemaVersion: 1,
      routes: [],
      menus: [],
      tiles: [],
      widgets: [],
      dialogs: [],
      firstQueries,
    },
  };
}
const CLOUD = declaring('1.0.0', [
  { path: '/cloud/servers', api: '/cloud/servers', queryKey: ['servers', 'list'] },
]);

async function held(early: unknown, pathname = '/cloud/servers') {
  await holdEarlyFirstQuery(pathname, { [EARLY_FIRST_QUERY_GLOBAL]: early } as unknown as Window);
}

describe("the first query's early answer", () => {
  it("is handed to the area's first mount when the mounted version declares the same query for the page, once", async () => {
    await held(Promise.resolve(EARLY));
    expect(takeFirstAnswers('cloud', '1.0.0', CLOUD, '/cloud/servers/')).toEqual([
      { queryKey: ['servers', 'list'], data: SERVERS },
    ]);
    expect(takeFirstAnswers('cloud', '1.0.0', CLOUD, '/cloud/servers')).toBeUndefined();
  });

  it('is dropped for another remote, another page, another version, or another declaration of the page', async () => {
    const cases: Array<Parameters<typeof takeFirstAnswers>> = [
      ['cdn', '1.0.0', CLOUD, '/cloud/servers'],
      ['cloud', '1.0.0', CLOUD, '/cloud/ssh-keys'],
      ['cloud', '1.1.0-canary', CLOUD, '/cloud/servers'],
      ['cloud', '1.0.0', undefined, '/cloud/servers'],
      ['cloud', '1.0.0', declaring('1.0.0', undefined), '/cloud/servers'],
      [
        'cloud',
        '1.0.0',
        declaring('1.0.0', [
          { path: '/cloud/servers', api: '/cloud/servers', queryKey: ['servers', 'list', 'v2'] },
        ]),
        '/cloud/servers',
      ],
      [
        'cloud',
        '1.0.0',
        declaring('1.0.0', [
          { path: '/cloud/servers', api: '/cloud/v2/servers', queryKey: ['servers', 'list'] },
        ]),
        '/cloud/servers',
      ],
    ];
    for (const args of cases) {
      await held(Promise.resolve(EARLY));
      expect(takeFirstAnswers(...args)).toBeUndefined();
      // taken by that first mount: a later mount gets none either
      expect(takeFirstAnswers('cloud', '1.0.0', CLOUD, '/cloud/servers')).toBeUndefined();
    }
  });

  it('is none when the portal was opened at another page than the one mounted', async () => {
    await held(Promise.resolve(EARLY), '/');
    expect(takeFirstAnswers('cloud', '1.0.0', CLOUD, '/cloud/servers')).toBeUndefined();
  });

  it('is none when first-paint.js had none, failed, or left something else', async () => {
    for (const early of [
      undefined,
      Promise.resolve(null),
      Promise.reject(new Error('offline')),
      Promise.resolve({ ...EARLY, data: null }),
      Promise.resolve({ ...EARLY, queryKey: [] }),
      Promise.resolve({ ...EARLY, remote: 1 }),
    ]) {
      await held(early);
      expect(takeFirstAnswers('cloud', '1.0.0', CLOUD, '/cloud/servers')).toBeUndefined();
    }
  });

  it('takes the global once', async () => {
    const win = { [EARLY_FIRST_QUERY_GLOBAL]: Promise.resolve(EARLY) } as unknown as Window;
    await holdEarlyFirstQuery('/cloud/servers', win);
    expect(EARLY_FIRST_QUERY_GLOBAL in win).toBe(false);
  });
});
