// `npm run release -- <remote> publish|promote|rollback|status` (see release/README.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, REMOTE_NAMES, isRemoteName, type RemoteName } from './remotes';
import {
  LockTimeoutError,
  REPO_ROOT,
  ReleaseError,
  ReleaseStore,
  contentHash,
  defaultStoreDir,
  shellSharedVersions,
  type PromoteChecks,
  type RemoteStatus,
} from './store';

const USAGE = `usage: npm run release -- <remote|all> <command> [options]
  <remote> publish [--version V] [--dist DIR | --no-build] [--stable]
                                   build the remote alone (or take DIR) and store it as an immutable version
  <remote> promote <version> --percent N [--max-failure-rate 0.1] [--min-samples 10] [--base-url URL]
                                   canary for N % of users; 100 makes it stable; 0 withdraws it
  <remote> promote <version> --check [--base-url URL]
                                   what promote would refuse, changing nothing
  <remote> rollback [<version>]    withdraw a live canary; else make the previous (or the given) retained version stable at once
  [<remote>|all] status [--json]   stable, canary, percentage and retained versions
options: --store DIR (default $RELEASES_DIR or .releases/), --force (skip the promote checks)
remotes: ${REMOTE_NAMES.join(', ')}`;

interface Args {
  positional: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) flags.set(name, inline);
      else if (next !== undefined && !next.startsWith('--') && !BOOLEAN_FLAGS.has(name)) {
        flags.set(name, next);
        i += 1;
      } else flags.set(name, true);
    } else positional.push(arg);
  }
  return { positional, flags };
}

const BOOLEAN_FLAGS = new Set(['no-build', 'stable', 'force', 'json', 'help', 'check']);

function flag(args: Args, name: string): string | undefined {
  const value = args.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

function numberFlag(args: Args, name: string): number | undefined {
  const text = flag(args, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new ReleaseError(`--${name} must be a number, not ${text}`);
  return value;
}

function pnpmCommand(): string {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0) return 'pnpm';
  const local = path.join(REPO_ROOT, '.tools/node_modules/.bin/pnpm');
  if (fs.existsSync(local)) return local;
  throw new ReleaseError('pnpm is needed to build a remote (npm start installs it)');
}

/** Production build of one remote into a folder of its own: its dist, the shell and the others stay untouched. */
function buildRemote(remote: RemoteName, log: (line: string) => void): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `release-${remote}-`));
  log(`building ${remote} (${REMOTES[remote].folder}, webpack --mode production) into ${out}`);
  const started = Date.now();
  const res = spawnSync(
    pnpmCommand(),
    ['--filter', REMOTES[remote].package, 'exec', 'webpack', '--mode', 'production', '--output-path', out],
    { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (res.status !== 0) throw new ReleaseError(`the build of ${remote} failed`);
  log(`built ${remote} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return out;
}

function packageVersion(remote: RemoteName): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, REMOTES[remote].folder, 'package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

function promoteChecks(args: Args): PromoteChecks {
  if (args.flags.has('force')) return { force: true };
  return {
    shellShared: shellSharedVersions(REPO_ROOT),
    baseUrl: flag(args, 'base-url') ?? process.env.PORTAL_URL ?? null,
  };
}

export function formatStatus(rows: RemoteStatus[]): string {
  const table = [['remote', 'stable', 'canary', 'retained versions']];
  for (const row of rows) {
    const canary = row.canary
      ? `${row.canary.version} to ${row.canary.percentage} %` +
        (row.canary.policy
          ? ` (withdrawn above ${Math.round(row.canary.policy.maxFailureRate * 100)} % failures of ≥ ${row.canary.policy.minSamples} users)`
          : '')
      : '-';
    table.push([row.remote, row.stable ?? '-', canary, row.retained.join(', ')]);
  }
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => (r[i] as string).length)));
  return table
    .map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i] as number))).join('  '))
    .join('\n');
}

export async function main(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  const args = parseArgs(argv);
  if (args.flags.has('help') || args.positional.length === 0) {
    log(USAGE);
    return args.flags.has('help') ? 0 : 1;
  }
  const [first, second, ...rest] = args.positional as [string, string | undefined, ...string[]];
  // `npm run release -- status` means every remote
  const [target, command] = first === 'status' ? ['all', 'status'] : [first, second];
  const remotes: RemoteName[] = target === 'all' ? [...REMOTE_NAMES] : isRemoteName(target) ? [target] : [];
  if (remotes.length === 0) throw new ReleaseError(`unknown remote "${target}"\n${USAGE}`);
  const store = new ReleaseStore({ dir: flag(args, 'store') ?? defaultStoreDir() });
  const json = args.flags.has('json');

  switch (command) {
    case 'publish': {
      const results = [];
      for (const remote of remotes) {
        const dist = args.flags.has('no-build')
          ? path.join(REPO_ROOT, REMOTES[remote].folder, 'dist')
          : flag(args, 'dist')
            ? path.resolve(process.env.INIT_CWD ?? process.cwd(), flag(args, 'dist') as string)
            : buildRemote(remote, log);
        const version = flag(args, 'version') ?? `${packageVersion(remote)}+${contentHash(dist).slice(0, 8)}`;
        const result = await store.publish(remote, dist, {
          version,
          stable: args.flags.has('stable'),
          checks: args.flags.has('stable') ? promoteChecks(args) : undefined,
        });
        results.push(result);
        if (!json) {
          const state = result.created ? 'published' : 'already published (same build)';
          const note = result.contributions
            ? ''
            : ' — it contributes no pages, menus or widgets (no contributions in its mf-manifest.json)';
          log(
            `${remote} ${version}: ${state} → ${result.entry}${args.flags.has('stable') ? ' (stable)' : ''}${note}`,
          );
        }
      }
      if (json) log(JSON.stringify(results));
      return 0;
    }
    case 'promote': {
      const [version] = rest;
      if (args.flags.has('check')) {
        // what promote would refuse, with nothing changed: the same checks, to any percentage
        if (remotes.length !== 1 || !version)
          throw new ReleaseError(`promote --check needs one remote and a version\n${USAGE}`);
        await store.checkPromote(remotes[0] as RemoteName, version, promoteChecks(args));
        log(`${remotes[0]} ${version} can be promoted: the shell can run it`);
        return 0;
      }
      const percentage = numberFlag(args, 'percent');
      if (remotes.length !== 1 || !version || percentage === undefined)
        throw new ReleaseError(`promote needs one remote, a version and --percent N\n${USAGE}`);
      const maxFailureRate = numberFlag(args, 'max-failure-rate');
      const minSamples = numberFlag(args, 'min-samples');
      const current = store.read().remotes[remotes[0] as RemoteName]?.canary?.policy;
      const policy =
        maxFailureRate !== undefined || minSamples !== undefined
          ? {
              maxFailureRate: maxFailureRate ?? current?.maxFailureRate ?? 0.1,
              minSamples: minSamples ?? current?.minSamples ?? 10,
            }
          : undefined;
      const entry = await store.promote(remotes[0] as RemoteName, version, {
        percentage,
        policy,
        checks: promoteChecks(args),
      });
      if (json) log(JSON.stringify(entry));
      else if (percentage === 100) log(`${remotes[0]} ${version} is stable`);
      else if (percentage === 0)
        log(`${remotes[0]} ${version} withdrawn; everyone gets ${entry.stable.version}`);
      else
        log(
          `${remotes[0]} ${version} is the canary for ${percentage} % of users (stable stays ${entry.stable.version})`,
        );
      return 0;
    }
    case 'rollback': {
      if (remotes.length !== 1) throw new ReleaseError('rollback needs one remote');
      const outcome = await store.rollback(remotes[0] as RemoteName, rest[0]);
      if (json) log(JSON.stringify(outcome.entry));
      else if (outcome.withdrawn && !rest[0])
        log(
          `${remotes[0]} rolled back: canary ${outcome.withdrawn} withdrawn, ${outcome.stable} stays stable for everyone`,
        );
      else
        log(
          `${remotes[0]} rolled back: ${outcome.stable} is stable${outcome.withdrawn ? ` (canary ${outcome.withdrawn} withdrawn)` : ''}`,
        );
      return 0;
    }
    case 'status': {
      const rows = store.status().filter((r) => remotes.includes(r.remote));
      log(json ? JSON.stringify(rows, null, 2) : formatStatus(rows));
      return 0;
    }
    default:
      throw new ReleaseError(`unknown command "${command ?? ''}"\n${USAGE}`);
  }
}

if (require.main === module || process.env.RELEASE_CLI === '1') {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ReleaseError || error instanceof LockTimeoutError) {
        console.error(`release: ${error.message}`);
        process.exit(error instanceof LockTimeoutError ? 2 : 1);
      }
      console.error(error);
      process.exit(1);
    },
  );
}
