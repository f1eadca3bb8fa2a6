import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts `src/main.ts` as the sandbox image does, in a mode; resolves with its URL. */
function startMain(mode: string | undefined): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-main-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', SANDBOX_DATA_DIR: dir };
  delete env.NODE_ENV;
  if (mode !== undefined) env.NODE_ENV = mode;
  // tsx is the package's own dependency: resolved from the package folder
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
    cwd: join(__dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+)/.exec(out);
      if (match) resolve({ url: match[1] as string, child, dir });
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)));
  });
}

describe('the sandbox started on its own', () => {
  const started: { child: ChildProcess; dir: string }[] = [];
  afterAll(() => {
    for (const s of started) {
      s.child.kill('SIGTERM');
      rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('serves /__sandbox/* only in development or test mode, never in production or an unset mode', async () => {
    const modes = ['production', undefined, 'development', 'test'] as const;
    const servers = await Promise.all(modes.map((mode) => startMain(mode)));
    started.push(...servers);
    const answers = await Promise.all(
      servers.map(async ({ url }) => {
        const issued = await fetch(`${url}/api/v1/auth/captcha/recaptcha`, { method: 'POST' });
        const { data } = (await issued.json()) as { data: { captcha_id: string } };
        return {
          api: issued.status,
          captcha: (await fetch(`${url}/__sandbox/captcha/${data.captcha_id}`)).status,
          reset: (await fetch(`${url}/__sandbox/reset`, { method: 'POST' })).status,
          health: (await fetch(`${url}/__sandbox/health`)).status,
        };
      }),
    );
    expect(answers).toEqual([
      { api: 200, captcha: 404, reset: 404, health: 404 },
      { api: 200, captcha: 404, reset: 404, health: 404 },
      { api: 200, captcha: 200, reset: 200, health: 200 },
      { api: 200, captcha: 200, reset: 200, health: 200 },
    ]);
  }, 60_000);
});
