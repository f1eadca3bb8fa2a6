import { compatibilityProblems, importProblems, sharedProblems, type SharedProvided } from './compatibility';
import type { BuildManifest } from './buildManifest';

const SHELL: Record<string, SharedProvided> = {
  react: { version: '19.3.1', requiredVersion: '^19.3.0' },
  '@portal/shared-sdk': {
    version: '1.2.1',
    requiredVersion: '^1.2.0',
    exports: ['api', 'bus', 'formatPrice'],
    coreProtocol: 1,
  },
  '@portal/shared-ui/core': { version: '1.1.0', requiredVersion: '^1.1.0', exports: ['Box', 'Button'] },
  'react-router-dom': { version: '7.18.5', requiredVersion: '^7.18.0', exports: ['Link', 'useNavigate'] },
};

type Shared = NonNullable<BuildManifest['shared']>[number];

function build(shared: Array<Partial<Shared> & { name: string }>, sharedImports?: Record<string, string[]>) {
  return {
    name: 'mfe_cdn',
    metaData: sharedImports ? { sharedImports } : {},
    shared: shared.map((s) => ({
      version: '0.0.0',
      singleton: true,
      assets: { js: { sync: [], async: [] } },
      ...s,
    })),
  };
}

describe('sharedProblems', () => {
  it("accepts a build whose ranges the shell's versions satisfy", () => {
    expect(
      sharedProblems(
        build([
          { name: 'react', requiredVersion: '^19.3.0' },
          { name: '@portal/shared-sdk', requiredVersion: '^1.2.0' },
        ]),
        SHELL,
      ),
    ).toEqual([]);
  });

  it('refuses a build made against a newer minor than the shell provides, naming both versions', () => {
    expect(
      sharedProblems(
        build([{ name: '@portal/shared-sdk', version: '1.3.0', requiredVersion: '^1.3.0' }]),
        SHELL,
      ),
    ).toEqual([{ name: '@portal/shared-sdk', requires: '^1.3.0', shellProvides: '1.2.1' }]);
  });

  it('refuses another major', () => {
    expect(sharedProblems(build([{ name: 'react', requiredVersion: '^20.0.0' }]), SHELL)).toEqual([
      { name: 'react', requires: '^20.0.0', shellProvides: '19.3.1' },
    ]);
  });

  it('refuses a module the shell does not share when the build has no copy of its own, not when it has one', () => {
    expect(sharedProblems(build([{ name: 'jotai', requiredVersion: '^2.20.0' }]), SHELL)).toEqual([
      { name: 'jotai', requires: '^2.20.0', shellProvides: null },
    ]);
    const own = {
      name: 'jotai',
      requiredVersion: '^2.20.0',
      assets: { js: { sync: ['12.js'], async: [] }, css: { sync: [], async: [] } },
    };
    expect(sharedProblems(build([own]), SHELL)).toEqual([]);
  });
});

describe('a remote that brings its own copy of a module the shell provides in a version it does not accept', () => {
  const ownSdk = (coreProtocol?: number | null) => ({
    name: 'mfe_account',
    metaData:
      coreProtocol === undefined ? {} : { portal: { ownCopies: { '@portal/shared-sdk': { coreProtocol } } } },
    shared: [
      {
        name: '@portal/shared-sdk',
        version: '2.0.0',
        requiredVersion: '^2.0.0',
        singleton: true,
        assets: { js: { sync: ['sdk.js'], async: [] } },
      },
    ],
  });

  it("is let through when its copy speaks the shell's core protocol: the page gives it its own copy, which runs beside the shell's", () => {
    expect(sharedProblems(ownSdk(1), SHELL)).toEqual([]);
    expect(compatibilityProblems(ownSdk(1), SHELL)).toEqual([]);
  });

  it('is refused when its copy speaks another core protocol, or its build does not say which', () => {
    expect(compatibilityProblems(ownSdk(2), SHELL)).toEqual([
      "@portal/shared-sdk: the remote needs ^2.0.0, the shell provides 1.2.1, and its own copy speaks core protocol 2, not the shell's 1: it cannot run beside it",
    ]);
    expect(compatibilityProblems(ownSdk(), SHELL)).toEqual([
      "@portal/shared-sdk: the remote needs ^2.0.0, the shell provides 1.2.1, and its own copy records no core protocol to run beside the shell's (1)",
    ]);
    expect(compatibilityProblems(ownSdk(1), { '@portal/shared-sdk': { version: '1.2.1' } })).toEqual([
      "@portal/shared-sdk: the remote needs ^2.0.0, the shell provides 1.2.1, and the shell's copy records no core protocol its own copy could be judged by",
    ]);
  });

  it('is refused without a copy of its own, whatever it records', () => {
    const consumeOnly = {
      ...ownSdk(1),
      shared: [{ ...ownSdk(1).shared[0]!, assets: { js: { sync: [], async: [] } } }],
    };
    expect(compatibilityProblems(consumeOnly, SHELL)).toEqual([
      '@portal/shared-sdk: the remote needs ^2.0.0, the shell provides 1.2.1',
    ]);
  });
});

describe('importProblems', () => {
  it("refuses a name the shell's facade or tier does not export, naming the module and the name", () => {
    const imports = {
      'react-router-dom': ['Link', 'useBlocker'],
      '@portal/shared-ui/core': ['Box', 'DataTable'],
      '@portal/shared-sdk': ['api'],
    };
    expect(importProblems(build([], imports), SHELL)).toEqual([
      { name: 'react-router-dom', missing: ['useBlocker'] },
      { name: '@portal/shared-ui/core', missing: ['DataTable'] },
    ]);
  });

  it('lets through a package the shell shares whole, a namespace import, and a build that records no imports', () => {
    expect(
      importProblems(build([], { react: ['useState', 'useTransition'], 'react-router-dom': ['*'] }), SHELL),
    ).toEqual([]);
    expect(importProblems(build([]), SHELL)).toEqual([]);
  });
});

describe('compatibilityProblems', () => {
  it('says each reason on a line of its own', () => {
    const lines = compatibilityProblems(
      build(
        [
          { name: '@portal/shared-sdk', requiredVersion: '^1.3.0' },
          { name: 'jotai', requiredVersion: '^2.20.0' },
        ],
        { 'react-router-dom': ['useBlocker'] },
      ),
      SHELL,
    );
    expect(lines).toEqual([
      '@portal/shared-sdk: the remote needs ^1.3.0, the shell provides 1.2.1',
      'jotai: the remote needs ^2.20.0 from the shell, which does not provide it',
      "react-router-dom: the remote imports useBlocker, which the shell's react-router-dom does not export",
    ]);
  });
});
