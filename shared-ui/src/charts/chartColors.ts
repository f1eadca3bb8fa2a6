/** The five default chart colours, in order: CDN blue, CLOUD purple and support green come first. */
export const CHART_COLORS = ['#2f63e0', '#7c3aed', '#16a34a', '#f59e0b', '#0891b2'] as const;

export function colorAt(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0];
}
