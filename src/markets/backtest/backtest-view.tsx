import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text';
import { formatUsd } from '../../lib/format/numbers';
import { BACKTEST_DAYS, type BacktestDays } from '../model/backtest-pair';
import { useVenues } from '../use-venues';
import BacktestChart, { type BacktestChartColors } from './backtest-chart';
import { BacktestFigures } from './backtest-figures';
import { BacktestGridTable } from './backtest-grid-table';
import { useBacktest, type BacktestSubject, type MissingLeg } from './use-backtest';

export interface BacktestViewProps {
  subject: Omit<BacktestSubject, 'days'>;
  /** Puts a chosen X and Y in the strategy's form (unsaved); absent where there is none. */
  onUse?: (openSpreadApr: number, closeSpreadApr: number) => void;
  /** Where Use these puts X and Y (backtest-grid-table.tsx). */
  useTarget?: 'form' | 'strategy';
}

const CHART_HEIGHT = 200;

function MissingNotice({ legs, days, base }: { legs: MissingLeg[]; days: number; base: string }) {
  const { t } = useTranslation();
  const venues = useVenues();
  return (
    <Stack spacing={0.5}>
      {legs.map((leg) => {
        const venue = venues.name(leg.venue);
        return (
          <Alert key={leg.side} severity="warning" variant="outlined">
            {t(leg.side === 'long' ? 'backtest.missing_long' : 'backtest.missing_short', { venue, days, market: base })}
            {leg.history?.problem
              ? ` ${errorText(leg.history.problem, t, { frame: 'fundingRate.history.failed', values: { venue } })}`
              : ''}
          </Alert>
        );
      })}
    </Stack>
  );
}

/**
 * The backtest of a strategy's own rules on a pair: the window (7 or 30 days), its figures, the cumulative net P&L
 * with opens and closes, and the X × Y grid. In a chunk of its own, loaded when the user opens the backtest.
 */
export default function BacktestView({ subject, onUse, useTarget }: BacktestViewProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const theme = useTheme();
  const venues = useVenues();
  const [days, setDays] = useState<BacktestDays>(30);
  const state = useBacktest({ ...subject, days });
  const colors = useMemo<BacktestChartColors>(
    () => ({
      net: theme.palette.primary.main,
      open: theme.palette.success.main,
      close: theme.palette.error.main,
      text: theme.palette.text.secondary,
      grid: theme.palette.divider,
    }),
    [theme],
  );
  const labels = useMemo(
    () => ({
      net: t('backtest.chart.net'),
      open: t('backtest.chart.open'),
      close: t('backtest.chart.close'),
      axis: t('backtest.chart.hour'),
      cannotDraw: t('pairView.cannotDraw'),
    }),
    [t],
  );
  const legName = (side: 'long' | 'short') => {
    const leg = subject[side];
    const venue = venues.name(leg.venue);
    return leg.instrument === 'spot' ? t('backtest.spotLeg', { venue }) : venue;
  };

  let body: ReactNode;
  switch (state.kind) {
    case 'reading':
      body = (
        <Typography variant="body2" color="text.secondary">
          {t('backtest.reading')}
        </Typography>
      );
      break;
    case 'missing':
      body = <MissingNotice legs={state.legs} days={days} base={subject.base} />;
      break;
    case 'bookTooThin':
      body = (
        <Alert severity="warning" variant="outlined">
          {t('backtest.tooThin', {
            venue: venues.name(state.venue),
            filled: formatUsd(state.filledUsd, locale),
            size: formatUsd(state.sizeUsd, locale),
          })}
        </Alert>
      );
      break;
    case 'ran':
      body = (
        <>
          <BacktestFigures
            result={state.result}
            impact={state.impact}
            venues={{ long: subject.long.venue, short: subject.short.venue }}
            sizeUsd={subject.rules.sizeUsd}
          />
          <Box role="figure" aria-label={t('backtest.chart.label', { days })} sx={{ minHeight: CHART_HEIGHT + 40 }}>
            <BacktestChart
              result={state.result}
              labels={labels}
              colors={colors}
              locale={locale}
              height={CHART_HEIGHT}
            />
          </Box>
          {state.grid && <BacktestGridTable grid={state.grid} days={days} onUse={onUse} useTarget={useTarget} />}
        </>
      );
      break;
  }

  return (
    <Stack spacing={1} data-user-content>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          aria-label={t('backtest.window')}
          onChange={(_event, next: BacktestDays | null) => next && setDays(next)}
          sx={{ '& .MuiToggleButton-root': { px: 1.25, textTransform: 'none' } }}
        >
          {BACKTEST_DAYS.map((option) => (
            <ToggleButton key={option} value={option}>
              {t('backtest.daysOption', { count: option })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {t('backtest.legs', { long: legName('long'), short: legName('short') })}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('backtest.rules', { days })}
      </Typography>
      {body}
    </Stack>
  );
}
