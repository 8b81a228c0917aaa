import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../lib/format/numbers';

/** The dashed line's look, shared by the price line and its legend so that the two always match. */
export const PREDICTED_DASH = '4 3';

/** A legend entry's little picture: the same mark the price line draws, in the same colour. */
function Swatch({ kind }: { kind: 'sale' | 'predicted' }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 18 8"
      sx={{ width: 18, height: 8, mr: 0.75, flex: 'none', color: kind === 'sale' ? 'primary.main' : 'text.secondary' }}
    >
      {kind === 'sale' ? (
        <circle cx={9} cy={4} r={2.5} fill="currentColor" />
      ) : (
        <line x1={0} x2={18} y1={4} y2={4} stroke="currentColor" strokeWidth={1} strokeDasharray={PREDICTED_DASH} />
      )}
    </Box>
  );
}

/**
 * What the price line's marks are, for the eye: the dots are the sales seen, the dashed line the predicted price. The
 * image's own name already says all of it, so a screen reader skips the legend rather than hearing it twice.
 */
export function PriceLineLegend({ predicted }: { predicted: number | null }) {
  const { t, i18n } = useTranslation();
  const entry = { display: 'inline-flex', alignItems: 'center' } as const;
  return (
    <Typography
      component="p"
      variant="caption"
      color="text.secondary"
      aria-hidden
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: -0.5, mb: 1 }}
    >
      <Box component="span" sx={entry}>
        <Swatch kind="sale" />
        {t('cards.priceLine.legendSales')}
      </Box>
      {predicted !== null && (
        <Box component="span" sx={entry}>
          <Swatch kind="predicted" />
          {t('cards.priceLine.legendPredicted', { predicted: formatUsd(predicted, i18n.language) })}
        </Box>
      )}
    </Typography>
  );
}
