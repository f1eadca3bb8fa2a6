import fs from 'node:fs';
import path from 'node:path';
import { parseRuntimeConfig } from '../config/runtimeConfig';
import {
  DEV_OVERRIDE_KEY,
  NO_DEV_OVERRIDES,
  parseDevOverrideSettings,
  readDevOverride,
  withoutOverrideParam,
} from './devOverride';

const devPortal = { allowed: true, entries: { support: 'http://localhost:3103/mf-manifest.json' } };

function storage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('readDevOverride', () => {
  it('loads the development build the config names when the link asks for it, and remembers that in this browser', () => {
    const s = storage();
    expect(readDevOverride('support', 'http://x/support?mfe_support=dev', s, devPortal)).toEqual({
      entry: 'http://localhost:3103/mf-manifest.json',
      notice: { remote: 'support', status: 'dev', origin: 'http://localhost:3103' },
      claimed: true,
    });
    // only that it is on is remembered, never an address
    expect([...s.map]).toEqual([[DEV_OVERRIDE_KEY('support'), '1']]);
    expect(readDevOverride('support', 'http://x/support/tickets', s, devPortal)).toMatchObject({
      entry: 'http://localhost:3103/mf-manifest.json',
      claimed: false,
    });
    expect(readDevOverride('cdn', 'http://x/support/tickets', s, devPortal)).toEqual({
      entry: null,
      notice: null,
      claimed: false,
    });
  });

  it('is refused aloud by a config that does not allow development builds, which also forgets a remembered one', () => {
    const s = storage({ [DEV_OVERRIDE_KEY('support')]: '1' });
    const production = { allowed: false, entries: devPortal.entries };
    expect(readDevOverride('support', 'http://x/support?mfe_support=dev', s, production)).toEqual({
      entry: null,
      notice: { remote: 'support', status: 'refused', requested: 'dev', reason: 'dev-not-allowed' },
      claimed: true,
    });
    expect(s.map.size).toBe(0);
    const remembered = storage({ [DEV_OVERRIDE_KEY('support')]: '1' });
    expect(readDevOverride('support', 'http://x/support', remembered, NO_DEV_OVERRIDES)).toEqual({
      entry: null,
      notice: null,
      claimed: false,
    });
    expect(remembered.map.size).toBe(0);
  });

  it('is refused for a remote the config names no development server for', () => {
    expect(readDevOverride('cdn', 'http://x/cdn?mfe_cdn=DEV', storage(), devPortal).notice).toEqual({
      remote: 'cdn',
      status: 'refused',
      requested: 'dev',
      reason: 'dev-not-configured',
    });
  });

  it('ends with off or with a QA version in the link, leaving that version to the QA override', () => {
    for (const link of ['off', '1.2.0']) {
      const s = storage({ [DEV_OVERRIDE_KEY('support')]: '1' });
      expect(readDevOverride('support', `http://x/support?mfe_support=${link}`, s, devPortal)).toEqual({
        entry: null,
        notice: null,
        claimed: false,
      });
      expect(s.map.size).toBe(0);
    }
  });

  it('takes its parameter out of the URL the QA override then reads', () => {
    expect(withoutOverrideParam('support', 'http://x/support?mfe_support=dev&tab=closed')).toBe(
      'http://x/support?tab=closed',
    );
  });
});

describe('the runtime config of development builds', () => {
  it('allows them only for a literal true, from http(s) addresses of known remotes', () => {
    expect(parseDevOverrideSettings('true', { support: 'http://localhost:3103/mf-manifest.json' })).toBe(
      NO_DEV_OVERRIDES,
    );
    expect(parseDevOverrideSettings(undefined, undefined)).toBe(NO_DEV_OVERRIDES);
    expect(
      parseDevOverrideSettings(true, {
        support: 'http://localhost:3103/mf-manifest.json',
        cdn: 'javascript:alert(1)',
        nope: 'http://localhost:1/x.json',
        cloud: 7,
      }),
    ).toEqual({ allowed: true, entries: { support: 'http://localhost:3103/mf-manifest.json' } });
  });

  it('is off in the config the shell ships with, which production serves', () => {
    const shipped = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../public/config.json'), 'utf8'),
    ) as unknown;
    const config = parseRuntimeConfig(shipped);
    expect(config.devOverrides).toBe(NO_DEV_OVERRIDES);
    expect(
      readDevOverride(
        'support',
        'http://localhost:8080/support?mfe_support=dev',
        storage(),
        config.devOverrides,
      ).notice,
    ).toMatchObject({ status: 'refused', reason: 'dev-not-allowed' });
  });
});
