import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type SharedEntry = { loaded?: boolean; lib?: unknown };

function newestFirst(a: string, b: string): number {
  const pa = a.split(/[.+-]/).map(Number);
  const pb = b.split(/[.+-]/).map(Number);
  for (let i = 0; i < 3; i += 1) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pb[i] ?? 0) - (pa[i] ?? 0);
  return 0;
}

/**
 * Singletons are shared within a major version. Module Federation alone gives every consumer the one
 * singleton and only warns when its range does not accept it, so a remote built against
 * `shared-sdk` 2.x would run against the shell's 1.x (and a 1.x remote loaded after it could get
 * 2.x). This plugin gives such a consumer a copy its range accepts instead — one already loaded if
 * there is one, else its own — so it runs on the API it was built for; the session still reaches it
 * over the bus (window events), which works across copies of one core protocol. `pnpm release ...
 * promote` lets such a build through only when its copy speaks the shell's core protocol.
 */
export function ownCopyForOtherMajors(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-own-copy-for-other-majors',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (
        !shareInfo.shareConfig?.singleton ||
        typeof required !== 'string' ||
        !version ||
        satisfy(version, required)
      ) {
        return args;
      }
      const versions = (shareScopeMap[scope]?.[pkgName] ?? {}) as Record<string, SharedEntry>;
      const fitting = Object.keys(versions)
        .filter((v) => satisfy(v, required))
        .sort(newestFirst);
      const chosen =
        fitting.find((v) => versions[v]?.loaded || typeof versions[v]?.lib === 'function') ?? fitting[0];
      if (!chosen) return args;
      args.resolver = () => ({ shared: versions[chosen] as never, useTreesShaking: false });
      return args;
    },
  };
}
