import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { PROVIDER_SDK_CALLS } from './providerSdkCalls';
import { SdkGroupRun, type SdkCallOutcome } from './sdkCallRunner';
import type { ProviderSdkCall } from './sdkCallTypes';
import { providerSdkSummary } from './sdkSummary';

// what the SDK's modules hold (its src/modules/*.ts): every method that makes a call
const METHODS_PER_MODULE = { auth: 1, cdn: 91, cloud: 58, statics: 4 };
const RESULTS_FILE = join(resolve(__dirname, '../../..'), 'test-results', 'provider-sdk.json');

const outcomes = new Map<ProviderSdkCall, SdkCallOutcome>();
const groups = [...new Set(PROVIDER_SDK_CALLS.map((row) => row.group))];

describe('the provider SDK against the sandbox', () => {
  it('has a row for every method of the SDK, each once', () => {
    const perModule = Object.fromEntries(
      Object.keys(METHODS_PER_MODULE).map((m) => [
        m,
        PROVIDER_SDK_CALLS.filter((r) => r.module === m).length,
      ]),
    );
    expect(perModule).toEqual(METHODS_PER_MODULE);
    const names = PROVIDER_SDK_CALLS.map((r) => `${r.module}.${r.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  describe.each(groups)('%s', (group) => {
    let t: TestSandbox;
    let run: SdkGroupRun;
    beforeAll(() => {
      t = startTestSandbox();
      run = new SdkGroupRun(t);
    });
    afterAll(() => t.close());

    const rows = PROVIDER_SDK_CALLS.filter((row) => row.group === group);
    it.each(rows.map((row) => [`${row.module}.${row.name}`, row] as const))('%s', async (_, row) => {
      const outcome = await run.run(row);
      outcomes.set(row, outcome);
      if (row.notPossible) {
        // the sandbox plays the provider: a call no customer can make is not answered either
        expect(outcome.status).toBe(404);
      } else {
        expect(outcome.problem).toBeNull();
      }
    });
  });

  afterAll(() => {
    const summary = providerSdkSummary(PROVIDER_SDK_CALLS, outcomes);
    mkdirSync(join(RESULTS_FILE, '..'), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(summary, null, 2)}\n`);
    process.stdout.write(`${summary.line}\n`);
  });
});
