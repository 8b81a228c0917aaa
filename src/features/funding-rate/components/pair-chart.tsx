import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
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

/**
 * Both legs' hourly funding and the spread, as APR, over 7 or 30 days: uPlot on a canvas (hundreds of points draw in
 * a few milliseconds), in the app's dark colours, with its legend (live values under the cursor) and a tooltip.
 * Loaded in a chunk of its own, when a pair view first shows a chart.
 */
export default function PairChart({ data, labels, colors, locale, height = 260 }: PairChartProps) {
  const box = useRef<HTMLDivElement>(null);
  performance.mark(`${CHART_RENDER_MEASURE}-start`);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let measured = false;
    const axis = { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid } };
    const line = (label: string, stroke: string, width: number): uPlot.Series => ({
      label,
      stroke,
      width,
      spanGaps: false,
      points: { show: false },
      value: (_chart, value) => percentOf(value, locale),
    });
    // A browser that cannot draw on a canvas (or refuses to) says so in words rather than showing an empty box.
    if (!document.createElement('canvas').getContext('2d')) {
      element.textContent = labels.cannotDraw;
      return undefined;
    }
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height,
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
        hooks: {
          draw: [
            () => {
              if (measured) return;
              measured = true;
              performance.measure(CHART_RENDER_MEASURE, `${CHART_RENDER_MEASURE}-start`);
            },
          ],
        },
        plugins: [tooltipPlugin(locale, colors)],
      },
      [data.times, data.long, data.short, data.spread],
      element,
    );
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [data, labels, colors, locale, height]);

  return (
    <Box
      ref={box}
      sx={{
        position: 'relative',
        width: '100%',
        '& .u-legend': { color: colors.text, fontSize: 11, textAlign: 'left' },
        '& .u-legend th, & .u-legend td': { fontWeight: 400, padding: '1px 6px' },
        '& .u-over': { cursor: 'crosshair' },
      }}
    />
  );
}
