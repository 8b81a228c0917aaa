import { useMemo } from 'react';
import uPlot from 'uplot';
import { axisInk, ChartBox, useUPlot, type ChartSetup } from '../../../components/charts/uplot-chart';
import { formatNumber, formatUsdCompact, NO_FIGURE } from '../../../lib/format/numbers';
import { decadeRange, decades, type DepthData } from '../model/depth-data';
import type { PairChartColors } from './pair-chart';

export interface DepthChartProps {
  data: DepthData;
  /** The size per leg, drawn across the chart: where each book's line crosses it is what that size eats. */
  sizeUsd: number | null;
  labels: { long: string; short: string; size: string; axis: string; cannotDraw: string };
  colors: PairChartColors;
  locale: string;
  height?: number;
}

/**
 * uPlot's Scale.Distr.Logarithmic: a `const enum` in its types, which a build that compiles each file alone cannot
 * inline, so its value is written here.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- the enum's own value, see above.
const LOGARITHMIC = 3 as uPlot.Scale.Distr;

const bpsOf = (value: number | null | undefined, locale: string) =>
  value === null || value === undefined ? NO_FIGURE : `${formatNumber(value, locale, { maxDigits: 1 })} bps`;
const usdOf = (value: number | null | undefined, locale: string) =>
  value === null || value === undefined ? NO_FIGURE : formatUsdCompact(value, locale);

/**
 * Both legs' books as cumulative depth: the USD a taker finds within each distance from the mid (on a logarithmic
 * axis), stepped level by level, the size per leg across it. uPlot on a canvas, in a chunk of its own (with the pair chart's library).
 */
export default function DepthChart({ data, sizeUsd, labels, colors, locale, height = 200 }: DepthChartProps) {
  const setup = useMemo((): ChartSetup => {
    const axis = axisInk(colors);
    const stepped = uPlot.paths.stepped?.({ align: 1 });
    const line = (label: string, stroke: string, dash?: number[]): uPlot.Series => ({
      label,
      stroke,
      width: dash ? 1 : 1.5,
      ...(dash ? { dash } : stepped ? { paths: stepped } : {}),
      points: { show: false },
      value: (_chart, value) => usdOf(value, locale),
    });
    const withSize = sizeUsd !== null && sizeUsd > 0;
    // A logarithmic axis has no place for $0 (nothing within the first level's distance): those points are left out.
    const positive = (values: readonly number[]) => values.map((value) => (value > 0 ? value : null));
    const longUsd = positive(data.longUsd);
    const shortUsd = positive(data.shortUsd);
    const range = decadeRange([...longUsd, ...shortUsd, withSize ? sizeUsd : null]) ?? [1, 10];
    return {
      options: {
        // USD on a logarithmic axis: a deep book holds a thousand times a thin one, and on a linear axis the thin book
        // and the size per leg (what the user reads the chart for) lay flat along $0.
        scales: { x: { time: false }, y: { distr: LOGARITHMIC, range: () => range } },
        legend: { show: true, live: true },
        cursor: { drag: { x: false, y: false } },
        series: [
          { label: labels.axis, value: (_chart: uPlot, value: number | null) => bpsOf(value, locale) },
          line(labels.long, colors.long),
          line(labels.short, colors.short),
          ...(withSize ? [line(labels.size, colors.spread, [4, 4])] : []),
        ],
        axes: [
          { ...axis, values: (_chart, splits) => splits.map((split) => bpsOf(split, locale)) },
          {
            ...axis,
            size: (_chart, values) => 24 + 7 * Math.max(4, ...(values ?? []).map((value) => value.length)),
            splits: (_chart, _axis, min, max) => decades(min, max),
            // uPlot hands a tick it has no room to label as null: no label there, rather than "—".
            values: (_chart, splits: readonly (number | null)[]) =>
              splits.map((split) => (split === null ? '' : usdOf(split, locale))),
          },
        ],
      },
      data: [data.bps, longUsd, shortUsd, ...(withSize ? [data.bps.map(() => sizeUsd)] : [])],
    };
  }, [data, sizeUsd, labels, colors, locale]);
  const box = useUPlot(setup, height, labels.cannotDraw);
  return <ChartBox boxRef={box} ink={colors} />;
}
