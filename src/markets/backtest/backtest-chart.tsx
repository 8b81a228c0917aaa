import { useMemo } from 'react';
import type uPlot from 'uplot';
import { axisInk, ChartBox, useUPlot, type ChartSetup } from '../../components/charts/uplot-chart';
import { formatUsd, formatUsdCompact, NO_FIGURE } from '../../lib/format/numbers';
import { formatDate } from '../../lib/format/time';
import type { BacktestResult } from '../model/backtest';

export interface BacktestChartColors {
  net: string;
  open: string;
  close: string;
  text: string;
  grid: string;
}

export interface BacktestChartProps {
  result: BacktestResult;
  labels: { net: string; open: string; close: string; axis: string; cannotDraw: string };
  colors: BacktestChartColors;
  locale: string;
  height?: number;
}

/** The chart's rows: hours in seconds, the cumulative net, and the net again at each open and each close only. */
export function backtestChartRows(result: BacktestResult): uPlot.AlignedData {
  const opens = new Set(result.events.filter((event) => event.kind === 'open').map((event) => event.time));
  const closes = new Set(result.events.filter((event) => event.kind === 'close').map((event) => event.time));
  const times = result.series.map((point) => point.time / 1000);
  const net = result.series.map((point) => point.netUsd);
  const at = (marks: Set<number>) => result.series.map((point) => (marks.has(point.time) ? point.netUsd : null));
  return [times, net, at(opens), at(closes)];
}

const usdOf = (value: number | null | undefined, locale: string) =>
  value === null || value === undefined ? NO_FIGURE : formatUsd(value, locale);

/**
 * The cumulative net P&L hour by hour from 0 at the window's start, each open and close marked on it as a point of its
 * own series (so the legend names them). uPlot on a canvas; a browser that cannot draw one says so.
 */
export default function BacktestChart({ result, labels, colors, locale, height = 200 }: BacktestChartProps) {
  const setup = useMemo((): ChartSetup => {
    const axis = axisInk(colors);
    const marks = (label: string, color: string): uPlot.Series => ({
      label,
      stroke: color,
      paths: () => null,
      points: { show: true, size: 8, fill: color, stroke: color },
      value: (_chart, value) => usdOf(value, locale),
    });
    return {
      options: {
        legend: { show: true, live: true },
        cursor: { drag: { x: false, y: false } },
        series: [
          {
            label: labels.axis,
            value: (_chart, seconds) =>
              seconds === null
                ? NO_FIGURE
                : (formatDate(seconds * 1000, locale, { day: 'numeric', month: 'short', hour: '2-digit' }) ?? ''),
          },
          {
            label: labels.net,
            stroke: colors.net,
            width: 1.5,
            points: { show: false },
            value: (_chart, value) => usdOf(value, locale),
          },
          marks(labels.open, colors.open),
          marks(labels.close, colors.close),
        ],
        axes: [
          axis,
          {
            ...axis,
            size: (_chart, values) => 24 + 7 * Math.max(4, ...(values ?? []).map((value) => value.length)),
            values: (_chart, splits) => splits.map((split) => formatUsdCompact(split, locale)),
          },
        ],
      },
      data: backtestChartRows(result),
    };
  }, [result, labels, colors, locale]);
  const box = useUPlot(setup, height, labels.cannotDraw);
  return <ChartBox boxRef={box} ink={colors} />;
}
