import { lazy, Suspense, useContext, useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useTradingFees } from '../../../account-record/use-trading-fees';
import { AuthContext } from '../../../auth/auth-context';
import { errorText } from '../../../components/error-text';
import { useVenueHistory } from '../../../markets/history/use-venue-history';
import type { VenueHistory } from '../../../markets/history/venue-history';
import { DEFAULT_HOLD_DAYS, netPairOf } from '../../../markets/model/net-carry';
import { VENUES, type VenueId } from '../../../markets/model/venues';
import { useVenues } from '../../../markets/use-venues';
import { useMarketData } from '../../../markets/use-market-data';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import { feeChoicesOf } from '../../../markets/model/fees';
import { pairChartData, pairFigures, pairOnBasis } from '../model/pair-figures';
import {
  CHART_DAYS,
  DEFAULT_PAIR_VIEW_STATE,
  changeFromSelection,
  type ChartDays,
  type PairViewState,
} from '../model/pair-view-state';
import type { PairChartColors } from './pair-chart';
import { PairBacktest } from './pair-backtest';
import { PairBooks } from './pair-books';
import { PairFiguresView } from './pair-figures-view';
import { openStrategy, StrategyButton, type StrategyHandOver } from './strategy-button';

const PairChart = lazy(() => import('./pair-chart'));
const CHART_HEIGHT = 260;
const NO_FEES = {};

/** The pair view's history notices: a leg whose history failed says so; the rest of the view keeps working. */
function HistoryNotice({ history }: { history: VenueHistory | undefined }) {
  const { t } = useTranslation();
  const venues = useVenues();
  if (!history?.problem) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
      {errorText(history.problem, t, {
        frame: 'fundingRate.history.failed',
        values: { venue: venues.name(history.venue) },
      })}
    </Alert>
  );
}

/**
 * A funding pair up close: both legs' hourly funding and the spread over 7 or 30 days, the pair's averages, how long
 * its sign has held, each leg's predicted and last settled rate, its return after the user's fees, and one click to
 * the Volume Bot strategy that trades it. Opened from a Funding Rate row (which hands it the pair) or from the menu.
 */
export default function PairPanel({ initialState, saveState, api, selection }: PanelProps<undefined, PairViewState>) {
  const { t, i18n } = useTranslation();
  const venues = useVenues();
  const locale = i18n.language;
  const theme = useTheme();
  const [state, update] = usePanelState(initialState, DEFAULT_PAIR_VIEW_STATE, saveState);
  useEffect(() => {
    const change = changeFromSelection(selection);
    if (change) update(change);
  }, [selection, update]);

  const { base, long, short, days } = state;
  const basis = state.basis ?? 'now';
  const holdDays = state.holdDays ?? DEFAULT_HOLD_DAYS;
  const sizeUsd = state.sizeUsd ?? null;
  useEffect(() => {
    api.setTitle(base ? t('pairView.title', { base }) : null);
  }, [api, base, t]);

  const userId = useContext(AuthContext)?.user?.id ?? null;
  const fees = useTradingFees(userId);
  const choices = useMemo(() => (fees.data ? feeChoicesOf(fees.data.venues, venues) : NO_FEES), [fees.data, venues]);
  const data = useMarketData();
  const markets = useMemo(() => data.board.filter((row) => row.venueCount >= 2).map((row) => row.base), [data.board]);
  const row = base ? data.board.find((candidate) => candidate.base === base) : undefined;
  const longQuote = long ? row?.quotes[long] : undefined;
  const shortQuote = short ? row?.quotes[short] : undefined;
  const longHistory = useVenueHistory(long ?? 'hyperliquid', base ?? '', longQuote, {
    enabled: Boolean(long && base),
    first: true,
  });
  const shortHistory = useVenueHistory(short ?? 'hyperliquid', base ?? '', shortQuote, {
    enabled: Boolean(short && base),
    first: true,
  });

  const pair =
    longQuote && shortQuote && long !== short ? netPairOf(longQuote, shortQuote, choices, holdDays, venues) : null;
  const sign = pair && pair.spreadHourly < 0 ? -1 : 1;
  const readAt = Math.min(longHistory?.readAt ?? Infinity, shortHistory?.readAt ?? Infinity);
  const bothRead = longHistory !== undefined && shortHistory !== undefined;
  const figures = useMemo(
    () => (bothRead ? pairFigures(longHistory.points, shortHistory.points, readAt, sign) : null),
    // The histories' identity says when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [longHistory, shortHistory, sign],
  );
  // The net return on the basis and hold Funding Rate weighed the pair at (the rates now when opened otherwise).
  const onBasis = pairOnBasis(basis, longQuote ?? null, shortQuote ?? null, figures, choices, holdDays);
  const chartData = useMemo(
    () => (bothRead ? pairChartData(longHistory.points, shortHistory.points, readAt, days) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [longHistory, shortHistory, days],
  );
  const colors = useMemo<PairChartColors>(
    () => ({
      long: theme.palette.success.main,
      short: theme.palette.error.main,
      spread: theme.palette.primary.main,
      text: theme.palette.text.secondary,
      grid: theme.palette.divider,
      tooltip: theme.palette.background.paper,
    }),
    [theme],
  );
  const labels = useMemo(
    () => ({
      long: long ? t('fundingRate.long', { venue: venues.name(long) }) : '',
      short: short ? t('fundingRate.short', { venue: venues.name(short) }) : '',
      spread: t('pairView.spread'),
      axis: t('pairView.hour'),
      cannotDraw: t('pairView.cannotDraw'),
    }),
    [long, short, t, venues],
  );

  const venueSelect = (side: 'long' | 'short', value: VenueId | null) => (
    <TextField
      select
      label={t(`pairView.${side}Venue`)}
      value={value ?? ''}
      onChange={(event) => update({ [side]: event.target.value })}
      sx={{ width: 150 }}
    >
      {VENUES.map((venue) => (
        <MenuItem key={venue} value={venue}>
          {venues.name(venue)}
        </MenuItem>
      ))}
    </TextField>
  );
  const chosen = Boolean(base && long && short && long !== short);
  const handOver: StrategyHandOver = {
    basis,
    holdDays,
    ...(sizeUsd === null ? {} : { sizeUsd }),
    ...(onBasis.state === 'pair' ? { netApr: onBasis.pair.netApr, grossApr: onBasis.pair.grossApr } : {}),
  };

  return (
    <Stack spacing={1.5} sx={{ p: 1.5, minWidth: 0 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          label={t('markets.market')}
          value={base ?? ''}
          onChange={(event) => update({ base: event.target.value })}
          sx={{ width: 130 }}
        >
          {(base && !markets.includes(base) ? [base, ...markets] : markets).map((market) => (
            <MenuItem key={market} value={market}>
              {market}
            </MenuItem>
          ))}
        </TextField>
        {venueSelect('long', long)}
        {venueSelect('short', short)}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          aria-label={t('pairView.days')}
          onChange={(_event, next: ChartDays | null) => next && update({ days: next })}
          sx={{ '& .MuiToggleButton-root': { px: 1.25, textTransform: 'none' } }}
        >
          {CHART_DAYS.map((option) => (
            <ToggleButton key={option} value={option}>
              {t('pairView.daysOption', { count: option })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {!chosen ? (
        <Alert severity="info">{t('pairView.choose')}</Alert>
      ) : (
        <>
          <HistoryNotice history={longHistory} />
          <HistoryNotice history={shortHistory} />
          <PairFiguresView
            long={longQuote}
            short={shortQuote}
            pair={pair}
            onBasis={onBasis}
            basis={basis}
            holdDays={holdDays}
            sizeUsd={sizeUsd}
            figures={figures}
          />
          <Box sx={{ minHeight: CHART_HEIGHT + 40 }} aria-label={t('pairView.chart', { days })} role="figure">
            {!chartData ? (
              <Typography variant="body2" color="text.secondary">
                {t('fundingRate.history.loading')}
              </Typography>
            ) : chartData.hasData ? (
              <Suspense
                fallback={
                  <Typography variant="body2" color="text.secondary">
                    {t('pairView.chartLoading')}
                  </Typography>
                }
              >
                <PairChart data={chartData} labels={labels} colors={colors} locale={locale} height={CHART_HEIGHT} />
              </Suspense>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('pairView.noHistory')}
              </Typography>
            )}
          </Box>
          {base && longQuote && shortQuote && (
            <PairBooks
              base={base}
              long={longQuote}
              short={shortQuote}
              pair={onBasis.state === 'pair' ? onBasis.pair : pair}
              sizeUsd={sizeUsd}
              holdDays={holdDays}
              colors={colors}
            />
          )}
        </>
      )}
      <PairBacktest
        base={base}
        long={long}
        short={short}
        longQuote={longQuote}
        shortQuote={shortQuote}
        sizeUsd={sizeUsd}
        fees={choices}
        onUse={(openSpreadApr, closeSpreadApr, gridSizeUsd) =>
          // The size the grid was worked out at (the saved strategy's, else the view's): X and Y are tuned to it.
          openStrategy(api, { base, long, short }, { ...handOver, sizeUsd: gridSizeUsd, openSpreadApr, closeSpreadApr })
        }
      />
      <StrategyButton base={base} long={long} short={short} api={api} handOver={handOver} />
    </Stack>
  );
}
