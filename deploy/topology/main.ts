// The production topology for `npm test` and `npm run bench` (scripts/production.mjs starts this):
//   SHELL_DIR, RELEASES_DIR, PRODUCTION_PORT (nginx; the sandbox and the release service take the
//   next two; without it the system picks free ports). Prints one JSON line with the addresses,
//   stops everything on SIGTERM or SIGINT.
import path from 'node:path';
import { startProductionTopology } from './productionTopology';

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const base = process.env.PRODUCTION_PORT ? Number(process.env.PRODUCTION_PORT) : undefined;
  const topology = await startProductionTopology({
    shellDir: path.resolve(process.env.SHELL_DIR ?? path.join(root, 'shell/dist')),
    releasesDir: path.resolve(process.env.RELEASES_DIR ?? path.join(root, '.releases')),
    ports: base ? { web: base, sandbox: base + 1, releaseService: base + 2 } : undefined,
  });
  console.log(
    JSON.stringify({
      url: topology.url,
      sandboxUrl: topology.sandboxUrl,
      releaseServiceUrl: topology.releaseServiceUrl,
    }),
  );
  const stop = () => void topology.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
