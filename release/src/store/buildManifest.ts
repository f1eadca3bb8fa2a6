import fs from 'node:fs';
import path from 'node:path';

/** The parts of a remote build's `mf-manifest.json` we read (written by build/RemoteContainerPlugin.cjs, or by Module Federation's plugin for a remote built with it). */
export interface BuildManifest {
  name: string;
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    buildInfo?: { buildVersion?: string };
    /** the names the build imports through the shell's facades and tiers, by share key (build/sharedImports.cjs) */
    sharedImports?: Record<string, string[]>;
    /**
     * what the portal's builds add (build/webpack.common.cjs, manifest `additionalData`): their
     * contributions, the digest of the entry and of each exposed module's first scripts, by file,
     * and what their own copies of shared modules speak
     */
    portal?: {
      contributions?: unknown;
      integrity?: Record<string, string>;
      /** the core protocol of each shared module the build may bring its own copy of (build/federation.cjs recordOwnCopies) */
      ownCopies?: Record<string, { coreProtocol: number | null }>;
    };
  };
  shared?: Array<{
    name: string;
    version: string;
    singleton?: boolean;
    requiredVersion?: string | false;
    assets?: { js?: { sync?: string[]; async?: string[] } };
  }>;
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[]; async?: string[] } } }>;
}

export function readBuildManifest(dir: string): BuildManifest {
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`${dir} has no mf-manifest.json: not a Module Federation remote build`);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
  if (!parsed || typeof parsed.name !== 'string') throw new Error(`${file} has no container name`);
  return parsed;
}

/** Files a browser needs to start the remote: the entry script and every exposed module's chunks. */
export function requiredFiles(manifest: BuildManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const files = new Set<string>([path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js')]);
  for (const expose of manifest.exposes ?? []) {
    for (const f of [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.js?.async ?? [])]) files.add(f);
  }
  for (const shared of manifest.shared ?? []) for (const f of shared.assets?.js?.sync ?? []) files.add(f);
  return [...files];
}
