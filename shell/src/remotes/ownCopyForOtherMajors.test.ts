import { ownCopyForOtherMajors } from './ownCopyForOtherMajors';

type Args = Parameters<NonNullable<ReturnType<typeof ownCopyForOtherMajors>['resolveShare']>>[0];

function resolve(
  version: string,
  requiredVersion: string,
  registered: Record<string, { loaded?: boolean; from: string }>,
) {
  const defaultShared = registered[version];
  const args = {
    shareScopeMap: { default: { '@portal/shared-sdk': registered } },
    scope: 'default',
    pkgName: '@portal/shared-sdk',
    version,
    shareInfo: { shareConfig: { singleton: true, requiredVersion }, from: 'mfe_account' },
    resolver: () => ({ shared: defaultShared, useTreesShaking: false }),
  } as unknown as Args;
  const out = ownCopyForOtherMajors().resolveShare?.(args) as Args;
  return (out.resolver() as { shared: { from: string } }).shared.from;
}

describe('ownCopyForOtherMajors', () => {
  const scope = {
    '1.1.0': { loaded: true, from: 'shell' },
    '1.0.5': { from: 'mfe_cdn' },
    '2.0.0': { from: 'mfe_account' },
  };

  it('leaves the singleton to a consumer whose range accepts it', () => {
    expect(resolve('1.1.0', '^1.0.0', scope)).toBe('shell');
  });

  it('gives a consumer that needs another major its own copy', () => {
    expect(resolve('1.1.0', '^2.0.0', scope)).toBe('mfe_account');
  });

  it('keeps a 1.x consumer on the loaded 1.x copy when a 2.x registration would win', () => {
    expect(resolve('2.0.0', '^1.0.0', scope)).toBe('shell');
  });

  it('changes nothing when no registered version fits', () => {
    expect(resolve('1.1.0', '^3.0.0', scope)).toBe('shell');
  });
});
