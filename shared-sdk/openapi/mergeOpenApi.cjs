// The provider API v1 is one OpenAPI document written as fragments: `provider-v1.yaml` holds what
// every area shares, `areas/<area>.yaml` the paths, tags and components of what the core calls, and
// an area package's `openapi/areas/` that area's. This is the one function that merges them; the
// sandbox's validator (every fragment), the `gen` scripts (the core's with its own fragments, an
// area package's with the root and that area's only) and the staleness tests of the generated types
// all read the document through it, so adding an area's call touches only that area's package.
//
// CommonJS on purpose: plain Node ESM (the gen script), jest and tsx (the sandbox) all load it as is.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('yaml');

const ROOT_FILE = 'provider-v1.yaml';
const AREAS_DIR = 'areas';
/** What a fragment may hold; anything else (info, servers, security…) is the root's. */
const FRAGMENT_KEYS = new Set(['tags', 'paths', 'components']);

function readYaml(file) {
  const value = parse(fs.readFileSync(file, 'utf8'));
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${file}: an OpenAPI document must be a mapping`);
  }
  return value;
}

/** The fragment files of each folder, each folder's in file-name order (the order of paths and schemas in the generated types). */
function fragmentFiles(areaDirs) {
  return areaDirs.flatMap((areas) =>
    fs.existsSync(areas)
      ? fs
          .readdirSync(areas)
          .filter((name) => /\.ya?ml$/.test(name))
          .sort()
          .map((name) => path.join(areas, name))
      : [],
  );
}

/** Records which file defines `key`; a key defined twice is an error naming both files. */
function claim(owners, key, file) {
  if (owners.has(key)) throw new Error(`${key} is defined in ${owners.get(key)} and in ${file}`);
  owners.set(key, file);
}

/** Copies `from`'s entries into `into`, claiming each name. */
function addUnique(into, from, what, file, owners) {
  for (const [name, value] of Object.entries(from ?? {})) {
    claim(owners, `${what} ${name}`, file);
    into[name] = value;
  }
}

/**
 * The merged provider API v1 document (a plain object). `dir` is the folder of `provider-v1.yaml`
 * (this package's `openapi/` by default); `areaDirs` the folders of fragments to merge into it
 * (`<dir>/areas` by default). Throws when two files define the same path, component, operationId
 * or tag, or when a fragment holds something that belongs to the root.
 */
function mergeOpenApi(dir = __dirname, { areaDirs = [path.join(dir, AREAS_DIR)] } = {}) {
  const rootFile = path.join(dir, ROOT_FILE);
  const doc = readYaml(rootFile);
  doc.paths = { ...(doc.paths ?? {}) };
  doc.components = { ...(doc.components ?? {}) };
  doc.tags = [...(doc.tags ?? [])];
  const owners = new Map();
  const name = (file) => path.relative(dir, file);
  for (const route of Object.keys(doc.paths)) claim(owners, `path ${route}`, ROOT_FILE);
  for (const [section, entries] of Object.entries(doc.components)) {
    doc.components[section] = { ...entries };
    for (const entry of Object.keys(entries ?? {}))
      claim(owners, `components.${section} ${entry}`, ROOT_FILE);
  }
  for (const tag of doc.tags) claim(owners, `tag ${tag.name}`, ROOT_FILE);

  for (const file of fragmentFiles(areaDirs)) {
    const fragment = readYaml(file);
    const extra = Object.keys(fragment).filter((key) => !FRAGMENT_KEYS.has(key));
    if (extra.length > 0)
      throw new Error(
        `${name(file)}: a fragment holds only tags, paths and components, not ${extra.join(', ')}`,
      );
    addUnique(doc.paths, fragment.paths, 'path', name(file), owners);
    for (const [section, entries] of Object.entries(fragment.components ?? {})) {
      doc.components[section] = doc.components[section] ?? {};
      addUnique(doc.components[section], entries, `components.${section}`, name(file), owners);
    }
    for (const tag of fragment.tags ?? []) {
      claim(owners, `tag ${tag.name}`, name(file));
      doc.tags.push(tag);
    }
  }

  // operationIds are what the SDK and the sandbox refer to: unique across the whole document
  const operations = new Map();
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item ?? {})) {
      const id = op && typeof op === 'object' ? op.operationId : undefined;
      if (typeof id !== 'string') continue;
      if (operations.has(id))
        throw new Error(
          `operationId ${id} is used by ${operations.get(id)} and by ${method.toUpperCase()} ${route}`,
        );
      operations.set(id, `${method.toUpperCase()} ${route}`);
    }
  }
  if (doc.tags.length === 0) delete doc.tags;
  return doc;
}

/** The core's own fragments folder (`openapi/areas` of this package). */
const CORE_AREAS = path.join(__dirname, AREAS_DIR);

module.exports = { mergeOpenApi, CORE_AREAS };
