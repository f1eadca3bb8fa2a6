import { demoServerTraffic } from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';
import { apiCalls, sandboxPerTest } from '../testing/apiCalls';
import { responseErrors } from '../testing/responseSchema';

const sandbox = sandboxPerTest();
const { get } = sandbox;
type Report = {
  unit: string;
  step: number;
  series: { key: string; points: { t: number; value: number }[] }[];
};

describe('GET /api/v1/cloud/servers/{server_id}/reports', () => {
  it.each([
    ['1h', 61, 60],
    ['24h', 97, 900],
    ['7d', 169, 3600],
    ['30d', 181, 14_400],
  ])('draws %s with %s points %s s apart, up to now', async (time, points, step) => {
    const res = await get(`/cloud/servers/1/reports?type=cpu&time=${time}`).expect(200);
    const report = res.body.data as Report;
    expect(responseErrors('get', '/cloud/servers/{server_id}/reports', res.body)).toEqual([]);
    expect(report).toMatchObject({ type: 'cpu', time, unit: 'percent', step });
    const [cpu] = report.series;
    expect(cpu?.key).toBe('cpu');
    expect(cpu?.points).toHaveLength(points);
    expect(cpu?.points.at(-1)?.t).toBe(Math.floor(sandbox.now() / step) * step);
    expect(cpu?.points.every((p) => p.value >= 0 && p.value <= 100)).toBe(true);
  });

  it('gives the same figure for the same instant, whatever period asks and however often', async () => {
    const day = (await get('/cloud/servers/1/reports?type=ram&time=24h').expect(200)).body.data as Report;
    const hour = (await get('/cloud/servers/1/reports?type=ram&time=1h').expect(200)).body.data as Report;
    const again = (await get('/cloud/servers/1/reports?type=ram&time=24h').expect(200)).body.data as Report;
    expect(again).toEqual(day);
    const last = day.series[0]?.points.at(-1);
    expect(hour.series[0]?.points.at(-1)).toEqual(last);
    // around web-1's use (61.2 % of RAM), not flat
    const values = day.series[0]?.points.map((p) => p.value) ?? [];
    expect(Math.min(...values)).toBeGreaterThan(45);
    expect(Math.max(...values)).toBeLessThan(75);
    expect(new Set(values).size).toBeGreaterThan(20);
  });

  it('draws network traffic in and out in bytes per second around the month average', async () => {
    const res = await get('/cloud/servers/1/reports?type=network&time=7d').expect(200);
    const report = res.body.data as Report;
    expect(report.unit).toBe('bytes_per_second');
    expect(report.series.map((s) => s.key)).toEqual(['in', 'out']);
    const mean = (key: string) => {
      const pts = report.series.find((s) => s.key === key)?.points ?? [];
      return pts.reduce((sum, p) => sum + p.value, 0) / pts.length;
    };
    // web-1 sends 118 GB and receives 42 GB a month: about 48.9 and 17.4 KB/s
    expect(mean('out') / 1024).toBeGreaterThan(35);
    expect(mean('out') / 1024).toBeLessThan(65);
    expect(mean('in')).toBeLessThan(mean('out'));
  });

  it('draws no CPU or network for a server that is off, but keeps its disk', async () => {
    const cpu = (await get('/cloud/servers/2/reports?type=cpu&time=24h').expect(200)).body.data as Report;
    expect(new Set(cpu.series[0]?.points.map((p) => p.value))).toEqual(new Set([0]));
    const disk = (await get('/cloud/servers/2/reports?type=disk&time=24h').expect(200)).body.data as Report;
    expect(disk.series[0]?.points.every((p) => p.value > 50 && p.value < 58)).toBe(true);
  });

  it("refuses an unknown type or period, and another user's server", async () => {
    const bad = await get('/cloud/servers/1/reports?type=gpu&time=6h').expect(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['time', 'type']);
    await get('/cloud/servers/1/reports?type=cpu').expect(422);
    const theirs = await apiCalls(sandbox.t, `Bearer ${OTP_DEMO.apiToken}`)
      .get('/cloud/servers/1/reports?type=cpu&time=1h')
      .expect(404);
    expect(theirs.body.message).toBe('The server does not exist');
  });
});

describe('GET /api/v1/cloud/traffics', () => {
  it("gives each server's traffic this month with the price per GB; incoming is free", async () => {
    const res = await get('/cloud/traffics').expect(200);
    expect(res.body.data).toEqual(
      demoServerTraffic({ now: sandbox.now() }).map((x) => expect.objectContaining(x)),
    );
    expect(res.body.data[0]).toMatchObject({ name: 'web-1', price_per_gb: 5_900, cost: 696_200 });
    expect(responseErrors('get', '/cloud/traffics', res.body)).toEqual([]);
    expect(
      (await apiCalls(sandbox.t, `Bearer ${OTP_DEMO.apiToken}`).get('/cloud/traffics').expect(200)).body.data,
    ).toEqual([]);
  });
});
