import { memo, useMemo, useRef, type RefObject } from 'react';
import { CELL, classes, signClass } from '../../../markets/components/market-table';
import { useSharedHistories } from '../../../markets/history/use-shared-histories';
import type { VenueHistory } from '../../../markets/history/venue-history';
import { formatNumber, NO_FIGURE } from '../../../lib/format/numbers';
import { formatRate } from '../../../markets/model/format-rate';
import { averageRate, halfDays, pairSpread, signStability } from '../../../markets/model/funding-history';
import type { MarketQuote } from '../../../markets/model/market';
import type { NetPair } from '../../../markets/model/net-carry';
import { fillTemplate } from '../../../markets/model/text-template';
import type { RatePeriod } from '../../../markets/model/units';
import type { VenueId } from '../../../markets/model/venues';

/** The sentences the history cells use, asked of i18next once per language (see fillTemplate). */
export interface HistoryCellTexts {
  /** "history unavailable": what a venue whose history failed shows in its own cells. */
  unavailable: string;
  loading: string;
  noHistory: string;
  /** {{venue}}, {{symbol}}, {{known}}, {{hours}} */
  averageTitle: string;
  /** {{days}} */
  stable: string;
  /** {{days}}, {{stable}}, {{known}} */
  stableTitle: string;
  /** The sentence for a venue's failed history, reason included. */
  problem: (history: VenueHistory) => string;
  /** A venue's proper name (the registry the app runs with knows them). */
  venueName: (venue: VenueId) => string;
}

interface RateCellProps {
  quote: MarketQuote | undefined;
  period: RatePeriod;
  stale: boolean;
  locale: string;
  titleTemplate: string;
}

/**
 * One venue's rate for one market, coloured by sign; faded when the venue is unavailable (its last rate). Memoised on
 * the quote: a venue that refreshes redraws its own cells only.
 */
export const RateCell = memo(function RateCell({ quote, period, stale, locale, titleTemplate }: RateCellProps) {
  if (!quote) return <td>{NO_FIGURE}</td>;
  const title = fillTemplate(titleTemplate, {
    symbol: quote.symbol,
    rate: formatRate(quote.fundingRateHourly * quote.fundingIntervalHours, '1h', locale),
    interval: quote.fundingIntervalHours,
  });
  return (
    <td title={title} className={classes(signClass(quote.fundingRateHourly), stale && CELL.stale)}>
      {formatRate(quote.fundingRateHourly, period, locale)}
    </td>
  );
});

interface AverageCellProps {
  quote: MarketQuote;
  hours: number;
  period: RatePeriod;
  locale: string;
  texts: HistoryCellTexts;
}

/**
 * The row a cell is in, as what must come on screen for its history to be read: a row in view needs every venue's
 * average for its pair, also those of the venue columns scrolled out of sight sideways (on a phone, most of them).
 */
function useRowOf(ref: RefObject<HTMLTableCellElement | null>): RefObject<Element | null> {
  return useMemo(
    () => ({
      get current() {
        return ref.current?.closest('tr') ?? ref.current;
      },
    }),
    [ref],
  );
}

function AverageCellOf({ quote, hours, period, locale, texts }: AverageCellProps) {
  const ref = useRef<HTMLTableCellElement>(null);
  const row = useRowOf(ref);
  const [history] = useSharedHistories(
    row,
    useMemo(() => [{ quote }], [quote]),
  );
  const average = useMemo(
    () => (history && !history.problem ? averageRate(history.points, history.readAt, hours) : null),
    [history, hours],
  );
  if (!history) {
    return (
      <td ref={ref} className={CELL.muted} title={texts.loading}>
        …
      </td>
    );
  }
  if (history.problem) {
    return (
      <td ref={ref} className={CELL.muted} title={texts.problem(history)}>
        {texts.unavailable}
      </td>
    );
  }
  if (!average) {
    return (
      <td ref={ref} title={texts.noHistory}>
        {NO_FIGURE}
      </td>
    );
  }
  const title = fillTemplate(texts.averageTitle, {
    venue: texts.venueName(quote.venue),
    symbol: quote.symbol,
    known: average.knownHours,
    hours,
  });
  return (
    <td ref={ref} title={title} className={signClass(average.rateHourly)}>
      {formatRate(average.rateHourly, period, locale)}
    </td>
  );
}

const AverageCellInner = memo(AverageCellOf);

/**
 * A venue's average rate over the last `hours` for one market, from its funding history, read once the cell is on
 * screen. A venue whose history cannot be read says so in its own cells; the others are not affected.
 */
export function AverageCell(props: Omit<AverageCellProps, 'quote'> & { quote: MarketQuote | undefined }) {
  const { quote } = props;
  return quote ? <AverageCellInner {...props} quote={quote} /> : <td>{NO_FIGURE}</td>;
}

/** How many of the last 7 days the pair's spread kept the sign it has now. */
export const STABILITY_HOURS = 7 * 24;

interface StableCellProps {
  pair: NetPair;
  long: MarketQuote;
  short: MarketQuote;
  locale: string;
  texts: HistoryCellTexts;
}

function StableCellOf({ pair, long, short, locale, texts }: StableCellProps) {
  const ref = useRef<HTMLTableCellElement>(null);
  const row = useRowOf(ref);
  const [longHistory, shortHistory] = useSharedHistories(
    row,
    useMemo(() => [{ quote: long }, { quote: short }], [long, short]),
  );
  const sign = pair.spreadHourly < 0 ? -1 : 1;
  const stability = useMemo(() => {
    if (!longHistory || !shortHistory || longHistory.problem || shortHistory.problem) return null;
    const now = Math.min(longHistory.readAt, shortHistory.readAt);
    return signStability(pairSpread(longHistory.points, shortHistory.points, now, STABILITY_HOURS), sign);
  }, [longHistory, shortHistory, sign]);
  if (!longHistory || !shortHistory) {
    return (
      <td ref={ref} className={CELL.muted} title={texts.loading}>
        …
      </td>
    );
  }
  const failed = [longHistory, shortHistory].filter((history) => history.problem);
  if (failed.length > 0) {
    return (
      <td ref={ref} className={CELL.muted} title={failed.map(texts.problem).join('\n')}>
        {texts.unavailable}
      </td>
    );
  }
  if (!stability || stability.knownHours === 0) {
    return (
      <td ref={ref} title={texts.noHistory}>
        {NO_FIGURE}
      </td>
    );
  }
  const days = formatNumber(halfDays(stability.stableHours), locale, { maxDigits: 1 });
  const title = fillTemplate(texts.stableTitle, {
    days,
    stable: stability.stableHours,
    known: stability.knownHours,
  });
  return (
    <td ref={ref} title={title}>
      {fillTemplate(texts.stable, { days })}
    </td>
  );
}

const StableCellInner = memo(StableCellOf);

/** The pair's stability over the last 7 days, from both legs' histories; no pair, no figure. */
export function StableCell({
  pair,
  quotes,
  locale,
  texts,
}: {
  pair: NetPair | null;
  quotes: Partial<Record<VenueId, MarketQuote>>;
  locale: string;
  texts: HistoryCellTexts;
}) {
  const long = pair ? quotes[pair.long] : undefined;
  const short = pair ? quotes[pair.short] : undefined;
  if (!pair || !long || !short) return <td>{NO_FIGURE}</td>;
  return <StableCellInner pair={pair} long={long} short={short} locale={locale} texts={texts} />;
}
