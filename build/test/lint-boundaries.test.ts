// The architecture's boundaries are lint rules (eslint.config.mjs); these prove the rules bite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

const CASES = {
  remoteByPackage: ['mfe-cdn/src/x.ts', "import { a } from '@portal/mfe-cloud';\nexport { a };\n"],
  remoteByPath: ['mfe-cdn/src/x.ts', "import { a } from '../../mfe-support/src/routes';\nexport { a };\n"],
  shellFromRemote: [
    'mfe-billing/src/x.ts',
    "import { a } from '../../shell/src/routes/AppRoutes';\nexport { a };\n",
  ],
  chakraInRemote: ['mfe-support/src/x.tsx', "import { Box } from '@chakra-ui/react';\nexport { Box };\n"],
  chakraInSharedUi: ['shared-ui/src/x.tsx', "import { Box } from '@chakra-ui/react';\nexport { Box };\n"],
  axiosInShell: ['shell/src/x.ts', "import axios from 'axios';\nexport { axios };\n"],
  apiInSharedUi: ['shared-ui/src/x.ts', "import { api } from '@portal/shared-sdk';\nexport { api };\n"],
  rulesInSharedUi: [
    'shared-ui/src/x.ts',
    "import { formatPrice } from '@portal/shared-sdk';\nexport { formatPrice };\n",
  ],
  sharedInRemote: [
    'mfe-cdn/src/x.ts',
    "import { api } from '@portal/shared-sdk';\nimport { Box } from '@portal/shared-ui';\nexport { api, Box };\n",
  ],
  reactInSdk: ['shared-sdk/src/x.ts', "import { useState } from 'react';\nexport { useState };\n"],
  remoteByImportCall: [
    'mfe-cdn/src/x.ts',
    "export const load = () => import('@portal/mfe-cloud/src/remote');\n",
  ],
  remoteByRequire: ['mfe-cdn/src/x.ts', "export const routes = require('../../mfe-support/src/routes');\n"],
  shellByImportCall: [
    'mfe-billing/src/x.ts',
    'export const load = () => import(`../../shell/src/routes/AppRoutes`);\n',
  ],
  apiInSharedUiByImportCall: [
    'shared-ui/src/x.ts',
    "export const load = async () => (await import('@portal/shared-sdk')).api;\n",
  ],
  apiInSharedUiByRequire: [
    'shared-ui/src/x.ts',
    "export const { request } = require('@portal/shared-sdk');\n",
  ],
  rulesInSharedUiByImportCall: [
    'shared-ui/src/x.ts',
    "export const load = async () => { const { formatPrice } = await import('@portal/shared-sdk'); return formatPrice; };\n",
  ],
  otherAreaInRemote: [
    'mfe-cloud/src/x.ts',
    "import { cdnApi } from '@portal/api-cdn';\nexport { cdnApi };\n",
  ],
  otherAreaByPath: [
    'mfe-support/src/x.ts',
    "import { a } from '../../api/cdn/src/rules/cdnDomains';\nexport { a };\n",
  ],
  ownAreaInRemote: [
    'mfe-cdn/src/x.ts',
    "import { cdnApi } from '@portal/api-cdn';\nimport { isFqdn } from '@portal/api-cdn/rules';\nexport { cdnApi, isFqdn };\n",
  ],
  areaInShell: ['shell/src/x.ts', "export const load = () => import('@portal/api-cdn');\n"],
  areaInCore: ['shared-sdk/src/x.ts', "import { a } from '@portal/api-cdn/rules';\nexport { a };\n"],
  reactInArea: ['api/cdn/src/x.ts', "import { useState } from 'react';\nexport { useState };\n"],
  ownModuleByImportCall: [
    'mfe-support/src/x.ts',
    "export const load = () => import('./pages/TicketsPage/TicketsPage');\n",
  ],
} as const;

let problems: Record<keyof typeof CASES, string[]>;

beforeAll(() => {
  // ESLint loads its ESM config by dynamic import, which jest's module system cannot do: lint every
  // case in one child process and read back the restricted-import messages per case.
  const script = `
    const path = require('path');
    const { ESLint } = require('eslint');
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    (async () => {
      const out = {};
      for (const [key, [file, code]] of Object.entries(cases)) {
        const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
        out[key] = result.messages.filter((m) => ['no-restricted-imports', 'portal/no-restricted-dynamic-imports'].includes(m.ruleId)).map((m) => m.message);
      }
      console.log(JSON.stringify(out));
    })();
  `;
  const res = spawnSync(process.execPath, ['-e', script, JSON.stringify(CASES)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(res.stderr);
  problems = JSON.parse(res.stdout);
}, 120_000);

describe('lint boundaries', () => {
  it('forbids a remote importing another remote, by package or by path', () => {
    expect(problems.remoteByPackage.join()).toContain('Remotes never import each other');
    expect(problems.remoteByPath.join()).toContain('Remotes never import each other');
  });

  it('forbids a remote importing the shell', () => {
    expect(problems.shellFromRemote.join()).toContain('Parcels never import the shell');
  });

  it('keeps Chakra inside shared-ui and axios inside shared-sdk', () => {
    expect(problems.chakraInRemote.join()).toContain('Only shared-ui imports Chakra');
    expect(problems.axiosInShell.join()).toContain('Only shared-sdk talks to the network');
    expect(problems.chakraInSharedUi).toEqual([]);
  });

  it('forbids shared-ui reaching the API layer, but not the SDK rules', () => {
    expect(problems.apiInSharedUi.join()).toContain('shared-ui never calls the API');
    expect(problems.rulesInSharedUi).toEqual([]);
  });

  it('keeps React out of shared-sdk and lets a remote use the shared libraries', () => {
    expect(problems.reactInSdk.join()).toContain('shared-sdk is logic without React');
    expect(problems.sharedInRemote).toEqual([]);
  });

  it("keeps an area package its own remote's: not another remote's, the shell's or the core's", () => {
    expect(problems.otherAreaInRemote.join()).toContain("An area package is its own remote's alone");
    expect(problems.otherAreaByPath.join()).toContain("An area package is its own remote's alone");
    expect(problems.areaInShell.join()).toContain("An area package is its own remote's alone");
    expect(problems.areaInCore.join()).toContain("An area package is its own remote's alone");
    expect(problems.ownAreaInRemote).toEqual([]);
    expect(problems.reactInArea.join()).toContain('An area package is logic without React');
  });

  it('holds the same boundaries for import() and require()', () => {
    expect(problems.remoteByImportCall.join()).toContain('Remotes never import each other');
    expect(problems.remoteByRequire.join()).toContain('Remotes never import each other');
    expect(problems.shellByImportCall.join()).toContain('Parcels never import the shell');
    expect(problems.apiInSharedUiByImportCall.join()).toContain('shared-ui never calls the API');
    expect(problems.apiInSharedUiByRequire.join()).toContain('shared-ui never calls the API');
    expect(problems.rulesInSharedUiByImportCall).toEqual([]);
    expect(problems.ownModuleByImportCall).toEqual([]);
  });
});
