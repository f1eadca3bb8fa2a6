import { DEMO } from '../db/seed';
import type { TestSandbox } from '../testing/testSandbox';
import { answerProblem, valueAt } from './sdkAnswerCheck';
import type { ExampleValue, ProviderSdkCall } from './sdkCallTypes';
import { SDK_HEADERS, fillPath, sdkFormBody, sdkQuery } from './sdkTransport';

export interface SdkCallOutcome {
  status: number;
  body: unknown;
  /** what the SDK would trip over; null when the answer is what its types read */
  problem: string | null;
}

const isEarlier = (v: ExampleValue): v is { from: string; field: string } =>
  typeof v === 'object' && v !== null && 'from' in v;
const isSentCode = (v: ExampleValue): v is { code: string } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'code' in v && Object.keys(v).length === 1;

/**
 * Runs the rows of one group, in order, on one sandbox as one customer's API token (the demo
 * customer's, which may do everything): what each row answers is kept for the rows after it.
 */
export class SdkGroupRun {
  private readonly answers = new Map<string, unknown>();

  constructor(
    private readonly t: TestSandbox,
    private readonly token: string = DEMO.apiToken,
  ) {}

  async run(row: ProviderSdkCall): Promise<SdkCallOutcome> {
    if (row.after) this.t.clock.now = new Date(this.t.clock.now.getTime() + row.after * 1000);
    const params = (await this.resolve(row.params ?? {})) as Record<string, unknown>;
    const send = (await this.resolve(row.send ?? {})) as Record<string, unknown>;
    const url = fillPath(row.path, params);
    const method = row.http.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let req = this.t.http[method](url).set(SDK_HEADERS).set('Authorization', `Bearer ${this.token}`);
    if (row.http === 'GET') {
      const query = sdkQuery(send);
      if (query) req = req.query(query);
    } else if (row.send) {
      req = req.send(sdkFormBody(send).toString());
    }
    const res = await req;
    const body: unknown = res.body;
    const problem = answerProblem(res.status, body, row.returns);
    if (problem === null) this.answers.set(row.name, (body as { data?: unknown }).data);
    return { status: res.status, body, problem };
  }

  private async resolve(value: ExampleValue): Promise<unknown> {
    if (isEarlier(value)) {
      if (!this.answers.has(value.from)) throw new Error(`${value.from} has not answered in this group`);
      const found = valueAt(this.answers.get(value.from), value.field);
      if (found === undefined) throw new Error(`${value.from} answered no ${value.field}`);
      return found;
    }
    if (isSentCode(value)) return this.sentCode(value.code);
    if (Array.isArray(value)) return Promise.all(value.map((v: ExampleValue) => this.resolve(v)));
    if (typeof value === 'object' && value !== null) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = await this.resolve(v as ExampleValue);
      return out;
    }
    return value;
  }

  /** The newest code the sandbox sent for a purpose, read where its owner would (the outbox). */
  private async sentCode(purpose: string): Promise<string> {
    const res = await this.t.http.get('/__sandbox/outbox').query({ purpose, limit: 1 });
    const code = (res.body as { data?: { code?: string }[] }).data?.[0]?.code;
    if (!code) throw new Error(`no code was sent for ${purpose}`);
    return code;
  }
}
