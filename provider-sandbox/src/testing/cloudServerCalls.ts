import type { TestSandbox } from './testSandbox';
import { DEMO_BEARER } from './testSandbox';

/** The cloud-server calls as a test makes them: the demo customer's bearer, English unless told. */
export function cloudCalls(t: TestSandbox, bearer = DEMO_BEARER, lang = 'en') {
  const auth = <R extends { set: (k: string, v: string) => R }>(r: R) =>
    r.set('Authorization', bearer).set('Accept-Language', lang);
  return {
    list: () => auth(t.http.get('/api/v1/cloud/servers')),
    get: (id: number) => auth(t.http.get(`/api/v1/cloud/servers/${id}`)),
    create: (body: Record<string, unknown> | unknown[]) =>
      auth(t.http.post('/api/v1/cloud/servers')).send(body as object),
    createForm: (body: Record<string, string>) =>
      auth(t.http.post('/api/v1/cloud/servers')).type('form').send(body),
    /** tunnelled as the portal sends it: POST with `_method` */
    power: (id: number, action: string) =>
      auth(t.http.post(`/api/v1/cloud/servers/${id}/power/${action}`))
        .type('form')
        .send({ _method: 'PUT' }),
    remove: (id: number) =>
      auth(t.http.post(`/api/v1/cloud/servers/${id}`))
        .type('form')
        .send({ _method: 'DELETE' }),
    post: (id: number, tail: string, body: Record<string, unknown> = {}) =>
      auth(t.http.post(`/api/v1/cloud/servers/${id}/${tail}`)).send(body),
    autopilotOff: (id: number) =>
      auth(t.http.post(`/api/v1/cloud/servers/${id}/autopilot`))
        .type('form')
        .send({ _method: 'DELETE' }),
    logs: (id: number) => auth(t.http.get(`/api/v1/cloud/servers/${id}/logs`)),
    vnc: (id: number) => auth(t.http.get(`/api/v1/cloud/servers/${id}/access/vnc`)),
    trial: () => auth(t.http.get('/api/v1/cloud/trial')),
  };
}

/** Moves the test's sandbox clock forward. */
export function advance(t: TestSandbox, seconds: number): void {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
}

/** A valid body for a new economic server in Tehran 1. */
export const NEW_SERVER = {
  name: 'api-1',
  datacenter_id: 2,
  os_id: 1,
  tier: 'economic',
  disk_type: 'ssd',
} as const;

export const nowOf = (t: TestSandbox) => Math.floor(t.clock.now.getTime() / 1000);

export function walletOf(t: TestSandbox, userId = 1): number {
  return (
    t.sandbox.db.prepare('SELECT balance FROM wallets WHERE user_id = ?').get(userId) as { balance: number }
  ).balance;
}

export function serverCount(t: TestSandbox): number {
  return (t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM servers').get() as { n: number }).n;
}
