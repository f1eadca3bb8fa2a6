import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergeOpenApi } from '../openapi/mergeOpenApi.cjs';

const ROOT = `openapi: 3.1.0
info: { title: t, version: 1.0.0 }
paths: {}
components:
  schemas:
    SuccessEnvelope: { type: object }
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'openapi-merge-'));
  mkdirSync(join(dir, 'areas'));
  writeFileSync(join(dir, 'provider-v1.yaml'), ROOT);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const area = (name: string, text: string) => writeFileSync(join(dir, 'areas', `${name}.yaml`), text);
const op = (id: string) => `{ get: { operationId: ${id}, responses: { '200': { description: ok } } } }`;

describe('mergeOpenApi', () => {
  it('merges the fragments into the root, in file-name order', () => {
    area(
      'support',
      `tags: [{ name: support }]\npaths:\n  /support/tickets: ${op('supportTickets')}\ncomponents:\n  schemas:\n    Ticket: { type: object }\n`,
    );
    area(
      'cdn',
      `tags: [{ name: cdn }]\npaths:\n  /cdn/ng/domains: ${op('cdnDomains')}\ncomponents:\n  schemas:\n    Domain: { type: object }\n`,
    );
    const doc = mergeOpenApi(dir) as {
      paths: object;
      components: { schemas: object };
      tags: { name: string }[];
      info: object;
    };
    expect(Object.keys(doc.paths)).toEqual(['/cdn/ng/domains', '/support/tickets']);
    expect(Object.keys(doc.components.schemas)).toEqual(['SuccessEnvelope', 'Domain', 'Ticket']);
    expect(doc.tags.map((t) => t.name)).toEqual(['cdn', 'support']);
    expect(doc.info).toEqual({ title: 't', version: '1.0.0' });
  });

  it('refuses a component two files define, naming both', () => {
    area('cdn', 'components:\n  schemas:\n    SuccessEnvelope: { type: string }\n');
    expect(() => mergeOpenApi(dir)).toThrow(
      'components.schemas SuccessEnvelope is defined in provider-v1.yaml and in areas/cdn.yaml',
    );
  });

  it('refuses a path or an operationId used twice', () => {
    area('a', `paths:\n  /x: ${op('one')}\n`);
    area('b', `paths:\n  /x: ${op('two')}\n`);
    expect(() => mergeOpenApi(dir)).toThrow('path /x is defined in areas/a.yaml and in areas/b.yaml');
    area('b', `paths:\n  /y: ${op('one')}\n`);
    expect(() => mergeOpenApi(dir)).toThrow('operationId one is used by GET /x and by GET /y');
  });

  it('keeps what belongs to every area in the root', () => {
    area('cdn', 'servers: [{ url: /cdn }]\npaths: {}\n');
    expect(() => mergeOpenApi(dir)).toThrow(
      'areas/cdn.yaml: a fragment holds only tags, paths and components, not servers',
    );
  });

  it("merges an area package's fragments folder after the core's, and refuses a name both define", () => {
    const other = join(dir, 'package-areas');
    mkdirSync(other);
    area('support', `paths:\n  /support/tickets: ${op('supportTickets')}\n`);
    writeFileSync(join(other, 'cdn.yaml'), `paths:\n  /cdn/ng/domains: ${op('cdnDomains')}\n`);
    const areaDirs = [join(dir, 'areas'), other];
    expect(Object.keys((mergeOpenApi(dir, { areaDirs }) as { paths: object }).paths)).toEqual([
      '/support/tickets',
      '/cdn/ng/domains',
    ]);
    writeFileSync(join(other, 'cdn.yaml'), `paths:\n  /support/tickets: ${op('cdnDomains')}\n`);
    expect(() => mergeOpenApi(dir, { areaDirs })).toThrow(
      'path /support/tickets is defined in areas/support.yaml and in package-areas/cdn.yaml',
    );
  });

  it("merges the repository's core document with every core area present, and no area package's", () => {
    const doc = mergeOpenApi() as { paths: Record<string, unknown> };
    for (const path of ['/auth/login', '/static/sliders', '/financial/banks', '/cloud/servers']) {
      expect(doc.paths).toHaveProperty([path]);
    }
    for (const path of ['/cdn/ng/domains', '/support/tickets']) expect(doc.paths).not.toHaveProperty([path]);
  });
});
