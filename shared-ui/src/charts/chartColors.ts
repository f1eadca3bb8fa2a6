/**
 * The eight default chart colours, in order: CDN blue, CLOUD purple and support green come first;
 * red, pink and lime follow so a chart of up to eight series (a report's error codes) repeats none.
 */
export const CHART_COLORS = [
  '#2f63e0',
  '#7c3aed',
  '#16a34a',
  '#f59e0b',
  '#0891b2',
  '#dc2626',
  '#db2777',
  '#65a30d',
] as const;

export function colorAt(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0];
}
