import { useMemo } from 'react';
import type uPlot from 'uplot';
import { axisInk, ChartBox, useUPlot, type ChartSetup } from '../../../components/charts/uplot-chart';
import { formatDate } from '../../../lib/format/time';
import { formatPercent, NO_FIGURE } from '../../../lib/format/numbers';
import type { PairChartData } from '../model/pair-figures';

export interface PairChartColors {
  long: string;
  short: string;
  spread: string;
  text: string;
  grid: string;
  tooltip: string;
}

export interface PairChartProps {
  data: PairChartData;
  /** The legend's names: "Long Hyperliquid", "Short Lighter", "Spread". */
  labels: { long: string; short: string; spread: string; axis: string; cannotDraw: string };
  colors: PairChartColors;
  locale: string;
  height?: number;
}

/** Measured by the bench: from the data handed to the chart to its first drawing. */
export const CHART_RENDER_MEASURE = 'pair-chart-render';

const percentOf = (value: number | null | undefined, locale: string) =>
  value === null || value === undefined
    ? NO_FIGURE
    : formatPercent(value / 100, locale, { minDigits: 2, maxDigits: 2 });

const timeOf = (seconds: number, locale: string) =>
  formatDate(seconds * 1000, locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) ?? '';

/**
 * A tooltip that follows the cursor with the hour and each series' value. Written as text nodes only: nothing from a
 * reply ever becomes markup.
 */
function tooltipPlugin(locale: string, colors: PairChartColors): uPlot.Plugin {
  let tip: HTMLDivElement | null = null;
  return {
    hooks: {
      init: (chart) => {
        tip = document.createElement('div');
        tip.setAttribute('role', 'tooltip');
        Object.assign(tip.style, {
          position: 'absolute',
          pointerEvents: 'none',
          display: 'none',
          padding: '4px 8px',
          fontSize: '11px',
          whiteSpace: 'pre',
          background: colors.tooltip,
          color: colors.text,
          border: `1px solid ${colors.grid}`,
          borderRadius: '4px',
          zIndex: '2',
        });
        chart.over.appendChild(tip);
      },
      setCursor: (chart) => {
        if (!tip) return;
        const { idx, left, top } = chart.cursor;
        if (idx === null || idx === undefined || left === undefined || left < 0 || top === undefined) {
          tip.style.display = 'none';
          return;
        }
        const time = chart.data[0][idx];
        const lines = [time === undefined ? '' : timeOf(time, locale)];
        chart.series.forEach((series, index) => {
          if (index === 0 || !series.show) return;
          lines.push(
            `${typeof series.label === 'string' ? series.label : ''}: ${percentOf(chart.data[index]?.[idx], locale)}`,
          );
        });
        tip.textContent = lines.join('\n');
        tip.style.display = 'block';
        const flip = left > chart.over.clientWidth / 2;
        tip.style.left = flip ? '' : `${left + 12}px`;
        tip.style.right = flip ? `${chart.over.clientWidth - left + 12}px` : '';
        tip.style.top = `${Math.max(0, top - 10)}px`;
      },
    },
  };
}

/** Measures, for the bench, from the chart's render to its first drawing (a chart drawn again is not measured). */
function firstDrawMeasure(): uPlot.Plugin {
  let measured = false;
  return {
    hooks: {
      draw: () => {
        if (measured) return;
        measured = true;
        performance.measure(CHART_RENDER_MEASURE, `${CHART_RENDER_MEASURE}-start`);
      },
    },
  };
}

/**
 * Both legs' hourly funding and the spread, as APR, over 7 or 30 days: uPlot on a canvas (hundreds of points draw in
 * a few milliseconds), in the app's dark colours, with its legend (live values under the cursor) and a tooltip.
 * Loaded in a chunk of its own, when a pair view first shows a chart.
 */
export default function PairChart({ data, labels, colors, locale, height = 260 }: PairChartProps) {
  performance.mark(`${CHART_RENDER_MEASURE}-start`);
  const setup = useMemo((): ChartSetup => {
    const axis = axisInk(colors);
    const line = (label: string, stroke: string, width: number): uPlot.Series => ({
      label,
      stroke,
      width,
      spanGaps: false,
      points: { show: false },
      value: (_chart, value) => percentOf(value, locale),
    });
    return {
      options: {
        scales: { x: { time: true } },
        legend: { show: true, live: true },
        cursor: { drag: { x: false, y: false } },
        series: [
          { label: labels.axis, value: (_chart, value) => (value === null ? NO_FIGURE : timeOf(value, locale)) },
          line(labels.long, colors.long, 1.25),
          line(labels.short, colors.short, 1.25),
          line(labels.spread, colors.spread, 2),
        ],
        axes: [
          {
            ...axis,
            values: (_chart, splits) =>
              splits.map((split) => formatDate(split * 1000, locale, { day: 'numeric', month: 'short' }) ?? ''),
          },
          {
            ...axis,
            // Whole percents on the axis (the legend and tooltip keep two decimals), and room for the longest label:
            // "-50%" and "1.250%" alike.
            size: (_chart, values) => 24 + 8 * Math.max(4, ...(values ?? []).map((value) => value.length)),
            values: (_chart, splits) =>
              splits.map((split) => formatPercent(split / 100, locale, { minDigits: 0, maxDigits: 0 })),
          },
        ],
        plugins: [tooltipPlugin(locale, colors), firstDrawMeasure()],
      },
      data: [data.times, data.long, data.short, data.spread],
    };
  }, [data, labels, colors, locale]);
  const box = useUPlot(setup, height, labels.cannotDraw);
  return <ChartBox boxRef={box} ink={colors} crosshair />;
}
