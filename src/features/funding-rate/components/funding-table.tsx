import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CELL, classes, MarketTable, signClass } from '../../../markets/components/market-table';
import { SortHeader } from '../../../markets/components/sort-header';
import { VenueSortHeader } from '../../../markets/components/venue-heading';
import { formatApr, formatUsd } from '../../../lib/format/numbers';
import { formatRate } from '../../../markets/model/format-rate';
import type { MarketQuote } from '../../../markets/model/market';
import { fillTemplate, placeholders } from '../../../markets/model/text-template';
import type { RatePeriod } from '../../../markets/model/units';
import { VENUE_NAMES, type VenueId } from '../../../markets/model/venues';
import type { VenueStatus } from '../../../markets/use-market-data';
import type { FundingRateState, FundingSortColumn } from '../model/funding-rate-state';
import type { FundingRow } from '../model/funding-rows';

const ROW_HEIGHT = 41;

/** The sentences the cells use, asked of i18next once per language (see fillTemplate). */
interface CellTexts {
  rateTitle: string;
  lot: string;
  long: string;
  short: string;
}

function useCellTexts(t: TFunction, language: string): CellTexts {
  return useMemo(
    () => ({
      rateTitle: t('fundingRate.rateTitle', placeholders('symbol', 'rate', 'interval')),
      lot: t('markets.lot', placeholders('symbol', 'venue', 'size', 'base')),
      long: t('fundingRate.long', placeholders('venue')),
      short: t('fundingRate.short', placeholders('venue')),
    }),
    // The strings change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
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
  if (!quote) return <td>—</td>;
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

interface RowProps {
  row: FundingRow;
  index: number;
  venues: readonly VenueId[];
  period: RatePeriod;
  unavailable: ReadonlySet<VenueId>;
  locale: string;
  texts: CellTexts;
}

/** One market: the pair to trade, its spread and carry, then each venue's rate. */
const FundingTableRow = memo(function FundingTableRow({
  row,
  index,
  venues,
  period,
  unavailable,
  locale,
  texts,
}: RowProps) {
  const { pair } = row;
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      <th scope="row" title={lotNotes(row.quotes, texts.lot)}>
        {row.base}
      </th>
      <td className={CELL.twoLines} style={{ textAlign: 'left' }}>
        {pair ? (
          <>
            <span className={CELL.long}>{fillTemplate(texts.long, { venue: VENUE_NAMES[pair.long] })}</span>
            <span className={CELL.short}>{fillTemplate(texts.short, { venue: VENUE_NAMES[pair.short] })}</span>
          </>
        ) : (
          '—'
        )}
      </td>
      <td>{row.spreadApr === null ? '—' : formatApr(row.spreadApr, locale)}</td>
      <td>{row.carryPerDay === null ? '—' : formatUsd(row.carryPerDay, locale)}</td>
      {venues.map((venue) => (
        <RateCell
          key={venue}
          quote={row.quotes[venue]}
          period={period}
          stale={unavailable.has(venue)}
          locale={locale}
          titleTemplate={texts.rateTitle}
        />
      ))}
    </tr>
  );
});

interface FundingTableProps {
  rows: readonly FundingRow[];
  venues: readonly VenueId[];
  statuses: readonly VenueStatus[];
  state: FundingRateState;
  unavailable: ReadonlySet<VenueId>;
  /** Keep it the same function while the sort does not change: unchanged headers are then not drawn again. */
  onSort: (column: FundingSortColumn) => void;
  empty: string;
}

/** The market, then what to do about it (the pair, its spread and carry), then each venue's rate. */
export function FundingTable({ rows, venues, statuses, state, unavailable, onSort, empty }: FundingTableProps) {
  const { t, i18n } = useTranslation();
  const texts = useCellTexts(t, i18n.language);
  const { sort } = state;
  const header = (column: FundingSortColumn, label: string, align?: 'left' | 'right') => (
    <SortHeader
      column={column}
      label={label}
      align={align}
      active={sort.column === column}
      direction={sort.direction}
      onSort={onSort}
    />
  );
  return (
    <MarketTable
      label={t('fundingRate.table')}
      rowCount={rows.length}
      columnCount={venues.length + 4}
      rowHeight={ROW_HEIGHT}
      empty={empty}
      head={
        <tr>
          {header('market', t('markets.market'), 'left')}
          {header('pair', t('fundingRate.bestPair'), 'left')}
          {header('spread', t('fundingRate.spread'))}
          {header('carry', t('fundingRate.carry'))}
          {venues.map((venue) => {
            const status = statuses.find((candidate) => candidate.venue === venue);
            return (
              <VenueSortHeader
                key={venue}
                venue={venue}
                state={status?.state ?? 'loading'}
                snapshot={status?.feed?.snapshot ?? null}
                showNextFunding
                active={sort.column === venue}
                direction={sort.direction}
                onSort={onSort}
              />
            );
          })}
        </tr>
      }
      renderRow={(index) => {
        const row = rows[index];
        return row ? (
          <FundingTableRow
            key={row.base}
            row={row}
            index={index}
            venues={venues}
            period={state.period}
            unavailable={unavailable}
            locale={i18n.language}
            texts={texts}
          />
        ) : null;
      }}
    />
  );
}
