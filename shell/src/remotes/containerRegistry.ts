import { REMOTES, type PickedRemote, type RemoteName } from '@portal/release';
import { manifestDigest, type BuildInfo } from './buildInfo';
import type { FederationRuntime } from './loaderTypes';
import { isAllowedEntry } from './manifest';
import { RemoteLoadError } from './RemoteLoadError';

export interface ContainerRegistry {
  /**
   * Registers the container of the chosen version (`picked.entry` absolute) with Module Federation,
   * unless that very build is registered already; another version, or one marked stale, is
   * registered with force. The registered choice (its channel brought up to date).
   */
  register(
    remote: RemoteName,
    picked: PickedRemote,
    origins: { allowed: readonly string[]; page: string },
  ): Promise<PickedRemote>;
  /** The version registered for a remote, once it has been needed. */
  current(remote: RemoteName): PickedRemote | undefined;
  /** Whether the next load must register afresh (after a failure or a fall-back). */
  stale(remote: RemoteName): boolean;
  /** MF caches the container and a failed entry script: the next registration of this remote forces. */
  markStale(remote: RemoteName): void;
}

/**
 * The remotes' containers as registered with the page's Module Federation runtime. A released
 * version (every channel but a development build) is checked link by link from the release
 * manifest: its mf-manifest.json must match the digest the manifest holds, and its container entry
 * the digest that file records; a version without them is refused before anything of it runs.
 */
export function createContainerRegistry(
  runtime: FederationRuntime,
  buildInfo: (url: string, integrity?: string) => Promise<BuildInfo>,
): ContainerRegistry {
  const registered = new Map<RemoteName, PickedRemote>();
  const needsForce = new Set<RemoteName>();
  const same = (remote: RemoteName, picked: PickedRemote) => {
    const now = registered.get(remote);
    return now && !needsForce.has(remote) && now.entry === picked.entry && now.integrity === picked.integrity
      ? now
      : null;
  };

  return {
    async register(remote, picked, origins) {
      const known = same(remote, picked);
      if (known) {
        // the same build, perhaps under another channel now (a canary made stable)
        if (known.channel !== picked.channel) registered.set(remote, { ...known, channel: picked.channel });
        return registered.get(remote) as PickedRemote;
      }
      if (!isAllowedEntry(picked.entry, origins.allowed, origins.page)) {
        throw new RemoteLoadError(
          `remote ${remote} entry ${picked.entry} is not from an allowed origin`,
          remote,
          picked.version,
          'refused',
        );
      }
      const digest = manifestDigest(picked);
      const checked = picked.channel !== 'dev';
      if (checked && !digest) {
        throw new RemoteLoadError(`${picked.entry}: no digest`, remote, picked.version, 'integrity');
      }
      // a build is published with its mf-manifest.json: the container entry and its digest are named
      // there; an entry given directly is checked against the release manifest's digest itself
      let containerEntry = picked.entry;
      let entryDigest = digest;
      if (picked.entry.endsWith('.json')) {
        let build: BuildInfo;
        try {
          build = await buildInfo(picked.entry, digest);
        } catch (cause) {
          throw new RemoteLoadError(`${picked.entry} failed`, remote, picked.version, 'load', { cause });
        }
        containerEntry = build.remoteEntry;
        entryDigest = build.integrity.get(build.remoteEntry);
        if (checked && !entryDigest) {
          throw new RemoteLoadError(`${containerEntry}: no digest`, remote, picked.version, 'integrity');
        }
        // another load of this remote registered the same build while this one read the file
        const meanwhile = same(remote, picked);
        if (meanwhile) return meanwhile;
      }
      const previous = registered.get(remote);
      const force =
        needsForce.has(remote) ||
        (previous !== undefined &&
          (previous.entry !== picked.entry || previous.integrity !== picked.integrity));
      const { container } = REMOTES[remote];
      if (force) runtime.forgetChunks?.(container);
      runtime.registerRemotes(
        [{ name: container, entry: containerEntry, integrity: entryDigest }],
        force ? { force: true } : undefined,
      );
      needsForce.delete(remote);
      registered.set(remote, picked);
      return picked;
    },
    current: (remote) => registered.get(remote),
    stale: (remote) => needsForce.has(remote),
    markStale(remote) {
      if (registered.has(remote)) needsForce.add(remote);
    },
  };
}
