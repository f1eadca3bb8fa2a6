import fs from 'node:fs';
import path from 'node:path';
import { bus } from './bus';
import { BROADCAST_EVENTS, BUS_CHANNEL_NAME, BUS_EVENT_PREFIX } from './PortalEvents';
import { LOCALE_STORAGE_KEY, TOKEN_STORAGE_KEY, WALLET_STORAGE_KEY } from '../session/sessionStore';

// The core protocol: what every copy of the SDK on one page shares with the others (a remote may
// bring its own copy, of another version, beside the shell's): the bus's window events, their
// payloads and its cross-tab channel, the page-wide bus state, and the session's storage keys. Its
// number is the package.json's `portal.coreProtocol`, which a remote's build records and
// `pnpm release promote` compares with the shell's. Any change of the wire needs a new number (and
// its pin below): copies of two numbers cannot run on one page.
const PACKAGE_DIR = path.resolve(__dirname, '../..');

const PROTOCOLS: Record<number, unknown> = {
  1: {
    eventPrefix: 'portal:',
    channel: 'portal',
    broadcast: ['session:logout', 'locale:changed', 'wallet:changed'],
    busState: 'portal.bus.state',
    storageKeys: ['portal.token', 'portal.locale', 'portal.wallet'],
    events: {
      'PortalEvents.locale:changed': '{…}',
      'PortalEvents.locale:changed.locale': 'Locale',
      'PortalEvents.navigate': '{…}',
      'PortalEvents.navigate.replace?': 'boolean | undefined',
      'PortalEvents.navigate.to': 'string',
      'PortalEvents.remote:failed': '{…}',
      'PortalEvents.remote:failed.error': 'unknown',
      'PortalEvents.remote:failed.phase': "'load' | 'mount'",
      'PortalEvents.remote:failed.remote': 'string',
      'PortalEvents.remote:failed.version': 'string',
      'PortalEvents.session:changed': '{…}',
      'PortalEvents.session:changed.reason': 'string',
      'PortalEvents.session:forbidden': 'Record<string, never>',
      'PortalEvents.session:logout': 'Record<string, never>',
      'PortalEvents.session:unauthorized': 'Record<string, never>',
      'PortalEvents.toast': '{…}',
      'PortalEvents.toast.description?': 'string | undefined',
      'PortalEvents.toast.title': 'string',
      'PortalEvents.toast.type': 'ToastType',
      'PortalEvents.wallet:changed': '{…}',
      'PortalEvents.wallet:changed.balance': 'number',
      'PortalEvents.wallet:changed.credit': 'number',
      'PortalEvents.wallet:changed.debt': 'number',
    },
  },
};

/** The event payloads as the package's surface report records them (build/apiSurface.cjs). */
function eventLines(): Record<string, string> {
  const report = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'api-surface.json'), 'utf8')) as {
    surface: Record<string, Record<string, string>>;
  };
  return Object.fromEntries(
    Object.entries(report.surface['.'] ?? {}).filter(([key]) => key.startsWith('PortalEvents.')),
  );
}

describe('the core protocol every SDK copy on a page speaks', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
    portal?: { coreProtocol?: number };
  };

  it('is numbered in package.json, the number a build records for promote', () => {
    expect(typeof pkg.portal?.coreProtocol).toBe('number');
  });

  it('is the wire pinned for that number (a changed wire needs a new number)', () => {
    bus.emit('toast', { title: 'probe', type: 'success' });
    const busState = (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('portal.bus.state')]
      ? 'portal.bus.state'
      : null;
    expect({
      eventPrefix: BUS_EVENT_PREFIX,
      channel: BUS_CHANNEL_NAME,
      broadcast: [...BROADCAST_EVENTS],
      busState,
      storageKeys: [TOKEN_STORAGE_KEY, LOCALE_STORAGE_KEY, WALLET_STORAGE_KEY],
      events: eventLines(),
    }).toEqual(PROTOCOLS[pkg.portal!.coreProtocol!]);
  });
});
