import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatApr, formatNumber, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import { formatDate } from '../../../lib/format/time';
import { formatRate } from '../../../markets/model/format-rate';
import { halfDays, type FundingPoint } from '../../../markets/model/funding-history';
import type { MarketQuote } from '../../../markets/model/market';
import { carryPerDay, type NetPair } from '../../../markets/model/net-carry';
import type { PairBasis } from '../../../markets/model/pair-basis';
import { useVenues } from '../../../markets/use-venues';
import type { PairFigures, PairOnBasis } from '../model/pair-figures';

interface PairFiguresViewProps {
  long: MarketQuote | undefined;
  short: MarketQuote | undefined;
  /** The pair on the rates now (its gross spread beside the legs' predicted rates). */
  pair: NetPair | null;
  /** The pair's net return on the basis it was handed over on. */
  onBasis: PairOnBasis;
  basis: PairBasis;
  holdDays: number;
  /** The size per leg handed over, for the carry a day; null without one. */
  sizeUsd: number | null;
  figures: PairFigures | null;
}

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, auto) repeat(3, minmax(90px, 1fr))',
  columnGap: 2,
  rowGap: 0.5,
  fontSize: 12,
  fontVariantNumeric: 'tabular-nums',
  '& > .head': { color: 'text.secondary' },
  '& > .num': { textAlign: 'right' },
} as const;

/** A duration in days and hours: 76 hours is "3 d 4 h". */
function heldText(hours: number, t: TFunction): string {
  const days = Math.floor(hours / 24);
  return days > 0 ? t('pairView.heldDays', { days, hours: hours % 24 }) : t('pairView.heldHours', { hours });
}

function settledText(point: FundingPoint | null, locale: string, t: TFunction) {
  if (!point) return NO_FIGURE;
  const time = formatDate(point.time, locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return t('pairView.settledAt', { rate: formatRate(point.rateHourly, 'apr', locale), time: time ?? NO_FIGURE });
}

/**
 * The pair's figures: each leg's rate now (the venue's predicted rate for the running interval) beside its last
 * settled one, the gross and net return now, the averages over 24 h, 7 and 30 days, how long the spread's sign has
 * held and how steady it was over the week. All rates as APR.
 */
/** The net return line: on the handed basis, with the carry for the handed size; or why there is none. */
function netText(props: PairFiguresViewProps, locale: string, t: TFunction): string {
  const { pair, onBasis, basis, holdDays, sizeUsd } = props;
  const on = t(`fundingRate.basis.${basis}`);
  if (onBasis.state === 'reading') return t('pairView.netReading', { basis: on });
  if (onBasis.state === 'missing') return pair ? t('pairView.netMissing', { basis: on }) : t('pairView.noPair');
  const net = t('pairView.net', {
    basis: on,
    net: formatApr(onBasis.pair.netApr, locale),
    hold: holdDays,
    fees: formatApr(onBasis.pair.roundTripFee, locale),
  });
  if (sizeUsd === null) return net;
  const carry = t('pairView.carry', {
    carry: formatUsd(carryPerDay(sizeUsd, onBasis.pair.netApr), locale),
    size: formatUsd(sizeUsd, locale),
  });
  return `${net} ${carry}`;
}

export function PairFiguresView(props: PairFiguresViewProps) {
  const { long, short, pair, figures } = props;
  const { t, i18n } = useTranslation();
  const venues = useVenues();
  const locale = i18n.language;
  const rate = (hourly: number | null | undefined) =>
    hourly === null || hourly === undefined ? NO_FIGURE : formatRate(hourly, 'apr', locale);
  const legName = (quote: MarketQuote | undefined, side: 'long' | 'short') =>
    quote ? t(`fundingRate.${side}`, { venue: venues.name(quote.venue) }) : NO_FIGURE;

  return (
    <Box>
      <Box sx={gridSx} role="table" aria-label={t('pairView.figures')}>
        <Box role="row" sx={{ display: 'contents' }}>
          <span role="columnheader" className="head" />
          <span role="columnheader" className="head num">
            {legName(long, 'long')}
          </span>
          <span role="columnheader" className="head num">
            {legName(short, 'short')}
          </span>
          <span role="columnheader" className="head num">
            {t('pairView.spread')}
          </span>
        </Box>
        <Box role="row" sx={{ display: 'contents' }}>
          <span role="rowheader" title={t('pairView.predictedTitle')}>
            {t('pairView.predicted')}
          </span>
          <span role="cell" className="num">
            {rate(long?.fundingRateHourly)}
          </span>
          <span role="cell" className="num">
            {rate(short?.fundingRateHourly)}
          </span>
          <span role="cell" className="num">
            {pair ? formatApr(pair.grossApr, locale) : NO_FIGURE}
          </span>
        </Box>
        <Box role="row" sx={{ display: 'contents' }}>
          <span role="rowheader">{t('pairView.settled')}</span>
          <span role="cell" className="num">
            {settledText(figures?.lastSettled.long ?? null, locale, t)}
          </span>
          <span role="cell" className="num">
            {settledText(figures?.lastSettled.short ?? null, locale, t)}
          </span>
          <span role="cell" className="num" />
        </Box>
        {(figures?.windows ?? []).map((window) => (
          <Box key={window.id} role="row" sx={{ display: 'contents' }}>
            <span role="rowheader">{t(`pairView.averages.${window.id}`)}</span>
            <span role="cell" className="num">
              {rate(window.long?.rateHourly)}
            </span>
            <span role="cell" className="num">
              {rate(window.short?.rateHourly)}
            </span>
            <span role="cell" className="num">
              {rate(window.spread)}
            </span>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {netText(props, locale, t)}
      </Typography>
      {figures && (
        <Typography variant="body2" color="text.secondary">
          {figures.signRun && figures.signRun.sign !== 0
            ? t(figures.signRun.sign > 0 ? 'pairView.heldPositive' : 'pairView.heldNegative', {
                time: heldText(figures.signRun.hours, t),
              })
            : t('pairView.noSign')}
          {' · '}
          {figures.stability.knownHours > 0
            ? t('pairView.stable', {
                days: formatNumber(halfDays(figures.stability.stableHours), locale, { maxDigits: 1 }),
                stable: figures.stability.stableHours,
                known: figures.stability.knownHours,
              })
            : t('fundingRate.history.none')}
        </Typography>
      )}
    </Box>
  );
}
