import type { SdkCallOutcome } from './sdkCallRunner';
import type { ProviderSdkCall } from './sdkCallTypes';

export interface ProviderSdkSummary {
  /** the one line `npm test` prints */
  line: string;
  total: number;
  /** calls answered 2xx, `success: true`, with the fields the SDK's types read */
  answered: number;
  notPossible: { call: string; reason: string }[];
  /** calls that did not (or did not run): by status, then each with its problem */
  failing: { call: string; status: number | null; problem: string }[];
  byStatus: Record<string, number>;
  /** answered calls whose value sits inside a wrapper the portal also reads, with why */
  wrapped: { call: string; at: string; note: string }[];
}

const callName = (row: ProviderSdkCall) => `${row.module}.${row.name}`;

/** The counts of a run of the SDK's table, and its line: how many calls answer what the SDK reads. */
export function providerSdkSummary(
  rows: readonly ProviderSdkCall[],
  outcomes: ReadonlyMap<ProviderSdkCall, SdkCallOutcome>,
): ProviderSdkSummary {
  const possible = rows.filter((r) => !r.notPossible);
  const notPossible = rows
    .filter((r) => r.notPossible)
    .map((r) => ({ call: callName(r), reason: r.notPossible as string }));
  const failing: ProviderSdkSummary['failing'] = [];
  const byStatus: Record<string, number> = {};
  let answered = 0;
  for (const row of possible) {
    const outcome = outcomes.get(row);
    if (outcome && outcome.problem === null) {
      answered += 1;
      continue;
    }
    const status = outcome?.status ?? null;
    const key = status === null ? 'not run' : status >= 200 && status < 300 ? 'wrong answer' : String(status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    failing.push({
      call: callName(row),
      status,
      problem: outcome?.problem ?? 'not run (an earlier row of its group failed, or the run stopped)',
    });
  }
  const wrapped = possible
    .filter((r) => r.returns.at && outcomes.get(r)?.problem === null)
    .map((r) => ({ call: callName(r), at: r.returns.at as string, note: r.returns.note ?? '' }));
  const parts = [`provider SDK: ${answered} of ${rows.length} calls answer 2xx with their declared fields`];
  if (failing.length > 0) {
    const kinds = Object.entries(byStatus)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ');
    parts.push(`${failing.length} do not (${kinds})`);
  }
  if (notPossible.length > 0)
    parts.push(
      `${notPossible.length} not possible for a customer: ${notPossible.map((n) => n.call).join(', ')}`,
    );
  return { line: parts.join('; '), total: rows.length, answered, notPossible, failing, byStatus, wrapped };
}
