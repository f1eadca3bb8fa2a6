import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import registry from '../remotes.json';
import registrySchema from '../schema/remotes.schema.json';
import manifestSchemaFile from '../schema/manifest.schema.json';
import { REMOTES, REMOTE_NAMES, isRemoteName, isUnder, remoteForPath } from './remotes';

const ROOT = path.resolve(__dirname, '../..');

describe('the registry of remotes', () => {
  it('matches its JSON Schema', () => {
    const validate = new Ajv({ allErrors: true }).compile(registrySchema);
    expect(validate(registry) ? [] : validate.errors).toEqual([]);
  });

  it('gives every remote its own container, base path, folder, package and dev port', () => {
    for (const field of ['container', 'basePath', 'folder', 'package', 'devPort'] as const) {
      const values = REMOTE_NAMES.map((name) => REMOTES[name][field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('names folders that hold the package it names', () => {
    for (const name of REMOTE_NAMES) {
      const { folder } = REMOTES[name];
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as {
        name: string;
      };
      expect(pkg.name).toBe(REMOTES[name].package);
    }
  });

  it('is the only list: the manifest schema takes the names from it', () => {
    expect(JSON.stringify(manifestSchemaFile)).not.toMatch(/"(cdn|cloud|support|billing|account)"/);
  });

  it('finds the remote of a path by its base path, and only below it', () => {
    expect(remoteForPath('/financial/transactions')).toBe('billing');
    expect(remoteForPath('/cdn')).toBe('cdn');
    expect(remoteForPath('/cdnx')).toBeNull();
    expect(remoteForPath('/')).toBeNull();
    expect(isUnder('/cloud/servers', '/cloud')).toBe(true);
    expect(isRemoteName('video')).toBe(false);
    expect(isRemoteName('support')).toBe(true);
  });
});
