import { CELL, classes } from '../../../markets/components/market-table';
import type { TableColumn } from '../../../markets/components/column-table';
import { sortHead, venueHead } from '../../../markets/components/column-heads';
import { formatApr, formatBps, formatPrice, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import type { MarketQuote } from '../../../markets/model/market';
import { fillTemplate } from '../../../markets/model/text-template';
import type { RatePeriod } from '../../../markets/model/units';
import type { VenueId } from '../../../markets/model/venues';
import { VIEW_HOURS, type VenueView } from '../model/funding-rate-state';
import type { FundingRow } from '../model/funding-rows';
import { AverageCell, RateCell, StableCell, type HistoryCellTexts } from './funding-cells';

/** The sentences the cells use, asked of i18next once per language (see fillTemplate). */
export interface FundingCellTexts {
  /** A venue's proper name (the registry the app runs with knows them). */
  venueName: (venue: VenueId) => string;
  rateTitle: string;
  lot: string;
  long: string;
  short: string;
  /** {{gross}}, {{fees}}, {{hold}}, {{net}} */
  netTitle: string;
  /** {{gross}}: the gross spread under the net return */
  gross: string;
  /** {{long}}, {{longPrice}}, {{short}}, {{shortPrice}} */
  gapTitle: string;
  history: HistoryCellTexts;
}

/** What the cells need besides their row; the panel memoises it. */
export interface FundingCellContext {
  period: RatePeriod;
  view: VenueView;
  holdDays: number;
  unavailable: ReadonlySet<VenueId>;
  locale: string;
  texts: FundingCellTexts;
}

export interface FundingHeadLabels {
  market: string;
  pair: string;
  gap: string;
  net: string;
  carry: string;
  stable: string;
  stableTitle: string;
}

function lotNotes(quotes: Record<VenueId, MarketQuote>, texts: FundingCellTexts): string | undefined {
  const notes = Object.values(quotes)
    .filter((quote) => quote.unitSize !== 1)
    .map((quote) =>
      fillTemplate(texts.lot, {
        symbol: quote.symbol,
        venue: texts.venueName(quote.venue),
        size: quote.unitSize,
        base: quote.base,
      }),
    );
  return notes.length > 0 ? notes.join('\n') : undefined;
}

function gapTitle(row: FundingRow, { texts, locale }: FundingCellContext): string | undefined {
  if (!row.pair) return undefined;
  const price = (venue: VenueId) => formatPrice(row.quotes[venue]?.markPrice ?? Number.NaN, locale);
  return fillTemplate(texts.gapTitle, {
    long: texts.venueName(row.pair.long),
    longPrice: price(row.pair.long),
    short: texts.venueName(row.pair.short),
    shortPrice: price(row.pair.short),
  });
}

type FundingColumn = TableColumn<FundingRow, FundingCellContext>;

/**
 * The market, then what to do about it (the pair, the price gap between its legs, its net return over its gross, the
 * carry a day and how steady the spread has been), then each shown venue's rate now or its average.
 */
export function fundingColumns(venues: readonly VenueId[], labels: FundingHeadLabels): FundingColumn[] {
  return [
    {
      id: 'market',
      head: sortHead('market', labels.market, 'left'),
      cell: (row, { texts }) => (
        <th scope="row" title={lotNotes(row.quotes, texts)}>
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
              <span className={CELL.long}>{fillTemplate(texts.long, { venue: texts.venueName(pair.long) })}</span>
              <span className={CELL.short}>{fillTemplate(texts.short, { venue: texts.venueName(pair.short) })}</span>
            </>
          ) : (
            NO_FIGURE
          )}
        </td>
      ),
    },
    {
      id: 'gap',
      head: sortHead('gap', labels.gap),
      cell: (row, context) => (
        <td title={gapTitle(row, context)}>
          {row.gapBps === null ? NO_FIGURE : formatBps(row.gapBps / 10_000, context.locale)}
        </td>
      ),
    },
    {
      id: 'net',
      head: sortHead('net', labels.net),
      // The net return first (what the farmer keeps), the gross spread under it: one column, so the table keeps its
      // six venues in view.
      cell: ({ pair }, { locale, texts, holdDays }) =>
        pair ? (
          <td
            className={CELL.twoLines}
            title={fillTemplate(texts.netTitle, {
              gross: formatApr(pair.grossApr, locale),
              fees: formatApr(pair.roundTripFee, locale),
              hold: holdDays,
              net: formatApr(pair.netApr, locale),
            })}
          >
            <span className={classes(CELL.line, pair.netApr < 0 && CELL.negative)}>
              {formatApr(pair.netApr, locale)}
            </span>
            <span className={CELL.note}>{fillTemplate(texts.gross, { gross: formatApr(pair.grossApr, locale) })}</span>
          </td>
        ) : (
          <td>{NO_FIGURE}</td>
        ),
    },
    {
      id: 'carry',
      head: sortHead('carry', labels.carry),
      cell: (row, { locale }) => <td>{row.carryPerDay === null ? NO_FIGURE : formatUsd(row.carryPerDay, locale)}</td>,
    },
    {
      id: 'stable',
      head: () => (
        <th scope="col" title={labels.stableTitle}>
          {labels.stable}
        </th>
      ),
      cell: (row, { locale, texts }) => (
        <StableCell pair={row.pair} quotes={row.quotes} locale={locale} texts={texts.history} />
      ),
    },
    ...venues.map((venue): FundingColumn => ({
      id: venue,
      head: venueHead(venue, true),
      cell: (row, { period, view, unavailable, locale, texts }) =>
        view === 'now' ? (
          <RateCell
            quote={row.quotes[venue]}
            period={period}
            stale={unavailable.has(venue)}
            locale={locale}
            titleTemplate={texts.rateTitle}
          />
        ) : (
          <AverageCell
            quote={row.quotes[venue]}
            hours={VIEW_HOURS[view]}
            period={period}
            locale={locale}
            texts={texts.history}
          />
        ),
    })),
  ];
}
