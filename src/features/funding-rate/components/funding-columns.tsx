import { memo } from 'react';
import { CELL, classes, signClass } from '../../../markets/components/market-table';
import type { TableColumn } from '../../../markets/components/column-table';
import { sortHead, venueHead } from '../../../markets/components/column-heads';
import { formatApr, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import { formatRate } from '../../../markets/model/format-rate';
import type { MarketQuote } from '../../../markets/model/market';
import { fillTemplate } from '../../../markets/model/text-template';
import type { RatePeriod } from '../../../markets/model/units';
import { VENUE_NAMES, type VenueId } from '../../../markets/model/venues';
import type { FundingRow } from '../model/funding-rows';

/** The sentences the cells use, asked of i18next once per language (see fillTemplate). */
export interface FundingCellTexts {
  rateTitle: string;
  lot: string;
  long: string;
  short: string;
}

/** What the cells need besides their row; the panel memoises it. */
export interface FundingCellContext {
  period: RatePeriod;
  unavailable: ReadonlySet<VenueId>;
  locale: string;
  texts: FundingCellTexts;
}

export interface FundingHeadLabels {
  market: string;
  pair: string;
  spread: string;
  carry: string;
}

function lotNotes(quotes: Partial<Record<VenueId, MarketQuote>>, template: string): string | undefined {
  const notes = Object.values(quotes)
    .filter((quote) => quote.unitSize !== 1)
    .map((quote) =>
      fillTemplate(template, {
        symbol: quote.symbol,
        venue: VENUE_NAMES[quote.venue],
        size: quote.unitSize,
        base: quote.base,
      }),
    );
  return notes.length > 0 ? notes.join('\n') : undefined;
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
const RateCell = memo(function RateCell({ quote, period, stale, locale, titleTemplate }: RateCellProps) {
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

type FundingColumn = TableColumn<FundingRow, FundingCellContext>;

/** The market, then what to do about it (the pair, its spread and carry), then each shown venue's rate. */
export function fundingColumns(venues: readonly VenueId[], labels: FundingHeadLabels): FundingColumn[] {
  return [
    {
      id: 'market',
      head: sortHead('market', labels.market, 'left'),
      cell: (row, { texts }) => (
        <th scope="row" title={lotNotes(row.quotes, texts.lot)}>
          {row.base}
        </th>
      ),
    },
    {
      id: 'pair',
      head: sortHead('pair', labels.pair, 'left'),
      cell: ({ pair }, { texts }) => (
        <td className={CELL.twoLines} style={{ textAlign: 'left' }}>
          {pair ? (
            <>
              <span className={CELL.long}>{fillTemplate(texts.long, { venue: VENUE_NAMES[pair.long] })}</span>
              <span className={CELL.short}>{fillTemplate(texts.short, { venue: VENUE_NAMES[pair.short] })}</span>
            </>
          ) : (
            NO_FIGURE
          )}
        </td>
      ),
    },
    {
      id: 'spread',
      head: sortHead('spread', labels.spread),
      cell: (row, { locale }) => <td>{row.spreadApr === null ? NO_FIGURE : formatApr(row.spreadApr, locale)}</td>,
    },
    {
      id: 'carry',
      head: sortHead('carry', labels.carry),
      cell: (row, { locale }) => <td>{row.carryPerDay === null ? NO_FIGURE : formatUsd(row.carryPerDay, locale)}</td>,
    },
    ...venues.map((venue): FundingColumn => ({
      id: venue,
      head: venueHead(venue, true),
      cell: (row, { period, unavailable, locale, texts }) => (
        <RateCell
          quote={row.quotes[venue]}
          period={period}
          stale={unavailable.has(venue)}
          locale={locale}
          titleTemplate={texts.rateTitle}
        />
      ),
    })),
  ];
}
