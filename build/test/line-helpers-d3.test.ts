import fs from 'node:fs';
import path from 'node:path';
const { lineHelpersOwnD3Shape } = require('../webpack.common.cjs');

const ROOT = path.resolve(__dirname, '../..');
const PNPM = path.join(ROOT, 'node_modules/.pnpm');

/** A package folder of the pnpm store (the real files webpack resolves to). */
function storePackage(prefix: string, name: string): string {
  const entry = fs.readdirSync(PNPM).find((dir) => dir.startsWith(prefix));
  if (!entry) throw new Error(`${prefix} is not installed`);
  return path.join(PNPM, entry, 'node_modules', name);
}

/** The plugin's beforeResolve handler, as webpack would call it. */
function beforeResolve(): (data: { request: string; context: string; contextInfo: { issuer: string } }) => void {
  let handler: ((data: never) => void) | undefined;
  const factory = { hooks: { beforeResolve: { tap: (_: string, fn: (data: never) => void) => (handler = fn) } } };
  const compiler = { hooks: { normalModuleFactory: { tap: (_: string, fn: (f: typeof factory) => void) => fn(factory) } } };
  lineHelpersOwnD3Shape(path.join(ROOT, 'shell')).apply(compiler);
  return handler as never;
}

describe('lineHelpersOwnD3Shape', () => {
  const core = storePackage('victory-core@', 'victory-core');
  const pie = storePackage('victory-pie@', 'victory-pie');

  it("gives victory-core's line helpers a d3-shape of their own", () => {
    const issuer = path.join(core, 'es/victory-util/line-helpers.js');
    const data = { request: 'victory-vendor/d3-shape', context: path.dirname(issuer), contextInfo: { issuer } };
    beforeResolve()(data);
    expect(data.request).toMatch(/[\\/]d3-shape[\\/]dist[\\/]d3-shape\.mjs\?line-helpers$/);
    expect(fs.existsSync(data.request.replace(/\?.*$/, ''))).toBe(true);
  });

  it('leaves the donut (victory-pie) and every other request on the one shared d3-shape', () => {
    const issuer = path.join(pie, 'es/slice.js');
    const data = { request: 'victory-vendor/d3-shape', context: path.dirname(issuer), contextInfo: { issuer } };
    beforeResolve()(data);
    expect(data.request).toBe('victory-vendor/d3-shape');
    const other = { request: 'react', context: path.join(core, 'es/victory-util'), contextInfo: { issuer: path.join(core, 'es/victory-util/line-helpers.js') } };
    beforeResolve()(other);
    expect(other.request).toBe('react');
  });
});
