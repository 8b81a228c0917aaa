import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { placeLine, priceLine, type PriceSale } from '../model/price-line';
import { priceLineText } from './comps-text';
import { PREDICTED_DASH, PriceLineLegend } from './price-line-legend';

const WIDTH = 320;
const HEIGHT = 64;
const PAD = 5;

/**
 * The price line of a card and grade as a small inline SVG: its sales over time (oldest left) and the valuation's
 * predicted price as a dashed line across. One image for a screen reader, named by what it shows ("5 sales from $120
 * to $180; predicted $150"); nothing without a sale. Drawn in the theme's colours through currentColor. A legend under
 * it (price-line-legend.tsx) says which mark is which.
 */
export function PriceSparkline({ sales, predicted }: { sales: readonly PriceSale[]; predicted: number | null }) {
  const { t, i18n } = useTranslation();
  const line = useMemo(() => priceLine(sales, predicted), [sales, predicted]);
  if (!line) return null;
  const placed = placeLine(line, WIDTH, HEIGHT, PAD);
  const label = priceLineText(line, t, i18n.language);
  const path = placed.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
  return (
    <>
      <Box
        component="svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: 96, my: 1, color: 'primary.main' }}
      >
        <title>{label}</title>
        {placed.predictedY !== null && (
          <Box
            component="line"
            x1={0}
            x2={WIDTH}
            y1={placed.predictedY}
            y2={placed.predictedY}
            sx={{ stroke: (theme) => theme.palette.text.secondary, strokeWidth: 1, strokeDasharray: PREDICTED_DASH }}
          />
        )}
        {placed.points.length > 1 && (
          <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
        )}
        {placed.points.map((point) => (
          <circle key={point.key} cx={point.x} cy={point.y} r={2.5} fill="currentColor" />
        ))}
      </Box>
      <PriceLineLegend predicted={line.predicted} />
    </>
  );
}
