import { VictoryPie } from 'victory-pie';

export interface DonutPlotProps {
  slices: { label: string; value: number; color: string }[];
  size: number;
}

/** The victory part of DonutChart, loaded on demand (victory and d3 are large). */
export function DonutPlot({ slices, size }: DonutPlotProps) {
  return (
    <VictoryPie
      standalone
      width={size}
      height={size}
      padding={8}
      innerRadius={size * 0.3}
      padAngle={1}
      data={slices.map((s) => ({ x: s.label, y: s.value }))}
      colorScale={slices.map((s) => s.color)}
      labels={() => ''}
    />
  );
}
