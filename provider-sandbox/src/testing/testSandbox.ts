import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createSandbox, type Sandbox, type SandboxOptions } from '../app';
import { DEMO } from '../db/seed';
import { OpenApiValidator } from '../http/openapi';

export const DEMO_BEARER = `Bearer ${DEMO.apiToken}`;

/** The portal the test sandboxes serve: the one origin a payment returns to and CORS allows. */
export const TEST_PORTAL_ORIGIN = 'http://localhost:8080';

export interface TestSandbox {
  sandbox: Sandbox;
  http: ReturnType<typeof request>;
  dir: string;
  dbPath: string;
  /** The sandbox clock; assign to move time. */
  clock: { now: Date };
  close: () => void;
}

// Compiling the provider API's request validator takes most of a sandbox's start (hundreds of ms);
// it holds no state, so every sandbox a test file starts on the default document shares one.
let sharedValidator: OpenApiValidator | undefined;
const defaultValidator = () => (sharedValidator ??= new OpenApiValidator());

/** A sandbox on a fresh data file in a temporary folder, with a controllable clock. */
export function startTestSandbox(
  options: Partial<SandboxOptions> = {},
  dir = mkdtempSync(join(tmpdir(), 'sandbox-test-')),
): TestSandbox {
  const clock = { now: new Date('2025-03-15T10:00:00Z') };
  const dbPath = join(dir, 'sandbox.sqlite');
  const validator = options.validator ?? (options.openApiPath ? undefined : defaultValidator());
  const sandbox = createSandbox({
    dbPath,
    uploadsDir: join(dir, 'uploads'),
    now: () => clock.now,
    logErrors: false,
    validator,
    portalOrigins: [TEST_PORTAL_ORIGIN],
    ...options,
  });
  return {
    sandbox,
    http: request(sandbox.app),
    dir,
    dbPath,
    clock,
    close: () => {
      sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh captcha and its answer (read from the sandbox-only route). */
export async function solveCaptcha(t: TestSandbox): Promise<{ captcha_id: string; captcha: string }> {
  const issued = await t.http.post('/api/v1/auth/captcha/recaptcha').expect(200);
  const id = issued.body.data.captcha_id as string;
  const answer = await t.http.get(`/__sandbox/captcha/${id}`).expect(200);
  return { captcha_id: id, captcha: answer.body.answer as string };
}

/** Logs the demo user in through the form-encoded login call and returns the session token. */
export async function loginDemo(t: TestSandbox): Promise<string> {
  const captcha = await solveCaptcha(t);
  const res = await t.http
    .post('/api/v1/auth/login')
    .type('form')
    .send({ username: DEMO.email, password: DEMO.password, ...captcha })
    .expect(200);
  return res.body.data.token as string;
}
