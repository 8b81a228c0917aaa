import { CELL, classes } from '../../../markets/components/market-table';
import type { TableColumn } from '../../../markets/components/column-table';
import { sortHead, venueHead } from '../../../markets/components/column-heads';
import { SortHeader } from '../../../markets/components/sort-header';
import { formatApr, formatBps, formatPrice, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import type { MarketQuote } from '../../../markets/model/market';
import { fillTemplate } from '../../../markets/model/text-template';
import type { RatePeriod } from '../../../markets/model/units';
import type { VenueId } from '../../../markets/model/venues';
import { VIEW_HOURS, type VenueView } from '../model/funding-rate-state';
import type { FundingRow } from '../model/funding-rows';
import { CapacityCell, CarryAtSizeCell, NetAtSizeCell, type BookCellProps, type BookCellTexts } from './book-cells';
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
  /** {{average}}, {{venues}}: the pair waits for these venues' averages. */
  pairReading: string;
  /** {{average}}, {{venues}}: venues left out of the pair, their average not to be had. */
  pairLeftOut: string;
  /** The view's average by name ("7 d average"); empty on the rates now. */
  average: string;
  /** The carry's title while the size per leg is not valid. */
  sizeWaiting: string;
  history: HistoryCellTexts;
  book: BookCellTexts;
}

/** What the cells need besides their row; the panel memoises it. */
export interface FundingCellContext {
  period: RatePeriod;
  view: VenueView;
  holdDays: number;
  unavailable: ReadonlySet<VenueId>;
  /** Whether the size per leg reads: without one, the carry waits. */
  sizeValid: boolean;
  /** The size per leg the books are walked for; null while the field does not read. */
  sizeUsd: number | null;
  /** The user's "Min. net APR" (a fraction a year): capacity keeps the net at or above it too. */
  minNetApr: number | null;
  locale: string;
  texts: FundingCellTexts;
}

export interface FundingHeadLabels {
  market: string;
  pair: string;
  /** What the pair, its net return and its carry are worked out on ("on 7 d averages"), under the pair's name. */
  basis: string;
  basisTitle: string;
  gap: string;
  net: string;
  carry: string;
  capacity: string;
  capacityTitle: string;
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

const venueList = (venues: readonly VenueId[], name: (venue: VenueId) => string) => venues.map(name).join(', ');

/** Why a row has no pair yet, or which venues its pair leaves out: said, never silently mixed. */
function pairTitle(row: FundingRow, { texts }: FundingCellContext): string | undefined {
  const lines: string[] = [];
  if (row.reading.length > 0) {
    lines.push(
      fillTemplate(texts.pairReading, { average: texts.average, venues: venueList(row.reading, texts.venueName) }),
    );
  }
  if (row.leftOut.length > 0) {
    lines.push(
      fillTemplate(texts.pairLeftOut, { average: texts.average, venues: venueList(row.leftOut, texts.venueName) }),
    );
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** What a book cell needs, or null when the row has no pair or no size to weigh it at. */
function bookProps(row: FundingRow, context: FundingCellContext): BookCellProps | null {
  const { pair } = row;
  const long = pair ? row.quotes[pair.long] : undefined;
  const short = pair ? row.quotes[pair.short] : undefined;
  if (!pair || !long || !short || context.sizeUsd === null) return null;
  const { sizeUsd, holdDays, minNetApr, locale, texts } = context;
  return { pair, long, short, sizeUsd, holdDays, minNetApr, locale, texts: texts.book };
}

/** A row whose pair waits for an average: "…" where its figures will be, saying what it waits for. */
const waitingCell = (row: FundingRow, context: FundingCellContext) => (
  <td className={CELL.muted} title={pairTitle(row, context)}>
    …
  </td>
);

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
      head: ({ sort, onSort }) => (
        <SortHeader
          column="pair"
          label={labels.pair}
          align="left"
          active={sort.column === 'pair'}
          direction={sort.direction}
          onSort={onSort}
        >
          <span className={CELL.note} title={labels.basisTitle}>
            {labels.basis}
          </span>
        </SortHeader>
      ),
      cell: (row, context) => (
        <td
          className={classes(CELL.twoLines, !row.pair && row.reading.length > 0 && CELL.muted)}
          style={{ textAlign: 'left' }}
          title={pairTitle(row, context)}
        >
          {row.pair ? (
            <>
              <span className={CELL.long}>
                {fillTemplate(context.texts.long, { venue: context.texts.venueName(row.pair.long) })}
              </span>
              <span className={CELL.short}>
                {fillTemplate(context.texts.short, { venue: context.texts.venueName(row.pair.short) })}
              </span>
            </>
          ) : row.reading.length > 0 ? (
            '…'
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
      cell: (row, context) => {
        const { pair } = row;
        const { locale, texts, holdDays } = context;
        if (!pair) return row.reading.length > 0 ? waitingCell(row, context) : <td>{NO_FIGURE}</td>;
        const atSize = bookProps(row, context);
        if (atSize) return <NetAtSizeCell {...atSize} />;
        return (
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
        );
      },
    },
    {
      id: 'capacity',
      head: () => (
        <th scope="col" title={labels.capacityTitle}>
          {labels.capacity}
        </th>
      ),
      cell: (row, context) => {
        if (!row.pair && row.reading.length > 0) return waitingCell(row, context);
        const atSize = bookProps(row, context);
        if (atSize) return <CapacityCell {...atSize} />;
        return <td title={row.pair ? context.texts.sizeWaiting : undefined}>{NO_FIGURE}</td>;
      },
    },
    {
      id: 'carry',
      head: sortHead('carry', labels.carry),
      cell: (row, context) => {
        if (!row.pair && row.reading.length > 0) return waitingCell(row, context);
        const atSize = bookProps(row, context);
        if (atSize) return <CarryAtSizeCell {...atSize} />;
        if (row.pair && !context.sizeValid) {
          return (
            <td className={CELL.muted} title={context.texts.sizeWaiting}>
              {NO_FIGURE}
            </td>
          );
        }
        return <td>{row.carryPerDay === null ? NO_FIGURE : formatUsd(row.carryPerDay, context.locale)}</td>;
      },
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
      head: venueHead(venue, { showNextFunding: true }),
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
