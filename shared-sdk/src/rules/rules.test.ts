/**
 * @jest-environment node
 */
// The sandbox imports '@portal/shared-sdk/rules' in plain Node: the entry must not drag in the
// API client, the session store or anything that needs a DOM.
import * as rules from './index';

describe('the rules entry', () => {
  it('loads in Node without axios, jotai or the DOM', () => {
    expect(typeof rules.formatPrice).toBe('function');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const loaded = Object.keys(require.cache);
    expect(loaded.filter((p) => /[\\/]node_modules[\\/](axios|jotai)[\\/]/.test(p))).toEqual([]);
    expect(loaded.filter((p) => /[\\/]src[\\/](api|bus|session)[\\/]/.test(p))).toEqual([]);
  });
});
