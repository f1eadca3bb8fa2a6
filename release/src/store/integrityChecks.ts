import fs from 'node:fs';
import path from 'node:path';
import { requiredFiles, type BuildManifest } from './buildManifest';
import { integrityOf } from './hashing';

/** The entry's path in the build, as its mf-manifest.json names it. */
function entryFile(build: BuildManifest): string {
  const entry = build.metaData?.remoteEntry;
  return path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js');
}

/**
 * Why the shell would refuse to run a build's files, one line each (none: every file it loads is
 * checked). The shell checks mf-manifest.json against the release manifest's digest, the entry and
 * each exposed module's first scripts against the digests mf-manifest.json records
 * (`metaData.portal.integrity`), and every other file by the digest the script that loads it carries
 * (webpack-subresource-integrity): a recorded digest that does not match its file, or a file whose
 * digest no other script of the build names, would fail to load or run unchecked.
 */
export function integrityProblems(dir: string, build: BuildManifest): string[] {
  const recorded = build.metaData?.portal?.integrity;
  if (!recorded || typeof recorded !== 'object') {
    return [
      'mf-manifest.json records no digests: the build was made without integrity checks (build/remoteIntegrity.cjs)',
    ];
  }
  const entry = entryFile(build);
  const problems: string[] = [];
  const firstScripts = (build.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []);
  for (const file of new Set([entry, ...firstScripts])) {
    const digest = recorded[file];
    if (digest === undefined) problems.push(`mf-manifest.json records no digest of ${file}`);
    else if (fs.existsSync(path.join(dir, file)) && digest !== integrityOf(path.join(dir, file)))
      problems.push(`${file} does not match the digest mf-manifest.json records`);
  }
  const scripts = requiredFiles(build).filter(
    (file) => file.endsWith('.js') && fs.existsSync(path.join(dir, file)),
  );
  const texts = new Map(scripts.map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
  for (const file of scripts) {
    if (file === entry) continue;
    const digest = integrityOf(path.join(dir, file));
    const named = [...texts].some(([other, text]) => other !== file && text.includes(digest));
    if (!named) problems.push(`no script of the build names the digest of ${file}: it would run unchecked`);
  }
  return problems;
}
