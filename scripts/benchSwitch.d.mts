// Types of scripts/benchSwitch.mjs for the tests that import it.
type Figures = { cold: (number | null)[]; preloaded: (number | null)[] };
export interface SwitchSummary {
  areas: {
    remote: string;
    kind: 'cold' | 'preloaded';
    federated: number | null;
    monolith: number | null;
    ratio: number | null;
  }[];
  budgets: { name: string; figure: number | null; limit: number; ok: boolean }[];
  ok: boolean;
}
export const SWITCH_ROUNDS_DEFAULT: number;
export const SWITCH_BUDGETS: { ratio: number; coldMs: number; preloadedMs: number };
export function median(xs: (number | null)[]): number | null;
export function summarizeSwitches(
  samples: { federated: Record<string, Figures>; monolith: Record<string, Figures> },
  budgets?: { ratio: number; coldMs: number; preloadedMs: number },
): SwitchSummary;
export function printSwitches(summary: SwitchSummary, rounds: number): void;
