import { devOverridesConfig } from './devOverrides';

describe('the development portal config', () => {
  it('allows development builds from the servers named, adding their origins to the allow-list', () => {
    const config = devOverridesConfig(
      '{"cdn":"http://localhost:3101/mf-manifest.json","cloud":"http://localhost:3102/mf-manifest.json"}',
      'http://localhost:8080',
      ['http://localhost:8080'],
    );
    expect(config).toEqual({
      allowDevOverrides: true,
      devRemotes: {
        cdn: 'http://localhost:3101/mf-manifest.json',
        cloud: 'http://localhost:3102/mf-manifest.json',
      },
      remoteOrigins: ['http://localhost:8080', 'http://localhost:3101', 'http://localhost:3102'],
    });
  });

  it('adds nothing without the variable: every other server refuses development builds', () => {
    expect(devOverridesConfig(undefined, 'http://localhost:8080', [])).toBeNull();
    expect(devOverridesConfig('', 'http://localhost:8080', [])).toBeNull();
  });

  it('stops on anything but http(s) addresses', () => {
    expect(() => devOverridesConfig('{"cdn":"javascript:alert(1)"}', 'http://localhost:8080', [])).toThrow(
      /cdn is not an http/,
    );
    expect(() => devOverridesConfig('["http://localhost:3101"]', 'http://localhost:8080', [])).toThrow(
      /JSON object/,
    );
  });
});
