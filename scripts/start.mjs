// `npm start`: install what is missing, build what is stale, serve the whole portal at :8080.
import { ensurePnpm, ensureDeps, ensureVnc, buildStale, publishLocal, startPortal, log } from './lib.mjs';

const pnpm = ensurePnpm();
ensureDeps(pnpm);
ensureVnc();
buildStale(pnpm);
publishLocal();
const port = Number(process.env.PORT ?? 8080);
const { child, url } = await startPortal(pnpm, { port });
log(`portal ready at ${url}  (demo account: demo@example.com / Demo@12345; Ctrl-C stops)`);
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
