import { useEffect, useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The two colours every chart's frame uses: its labels' and its grid's. */
export interface ChartInk {
  text: string;
  grid: string;
}

/** What a chart draws, apart from its size (the box's width, the chart's height). */
export interface ChartSetup {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
}

/** Narrower than this a chart's axes crowd its lines: the chart keeps this width. */
const MIN_WIDTH = 280;

/** The axes of the app's charts: labels in the text colour, grid lines and ticks in the grid's. */
export function axisInk(ink: ChartInk): Pick<uPlot.Axis, 'stroke' | 'grid' | 'ticks'> {
  return { stroke: ink.text, grid: { stroke: ink.grid, width: 1 }, ticks: { stroke: ink.grid } };
}

/**
 * A uPlot chart in the box the returned ref is put on: as wide as the box, drawn again when `setup` changes (memoise
 * it), resized with the box, destroyed with the component. A browser that cannot draw on a canvas (or refuses to)
 * gets `cannotDraw` as text rather than an empty box.
 */
export function useUPlot(setup: ChartSetup, height: number, cannotDraw: string): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    if (!document.createElement('canvas').getContext('2d')) {
      element.textContent = cannotDraw;
      return undefined;
    }
    const width = () => Math.max(element.clientWidth, MIN_WIDTH);
    const chart = new uPlot({ ...setup.options, width: width(), height }, setup.data, element);
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart.setSize({ width: width(), height }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [setup, height, cannotDraw]);
  return box;
}

interface ChartBoxProps {
  boxRef: RefObject<HTMLDivElement | null>;
  ink: ChartInk;
  /** A crosshair cursor over the plot, where the chart follows the pointer with a tooltip. */
  crosshair?: boolean;
}

/** The box a chart draws in, its legend in the app's small type and colours. */
export function ChartBox({ boxRef, ink, crosshair = false }: ChartBoxProps) {
  return (
    <Box
      ref={boxRef}
      sx={{
        position: 'relative',
        width: '100%',
        '& .u-legend': { color: ink.text, fontSize: 11, textAlign: 'left' },
        '& .u-legend th, & .u-legend td': { fontWeight: 400, padding: '1px 6px' },
        ...(crosshair ? { '& .u-over': { cursor: 'crosshair' } } : {}),
      }}
    />
  );
}
