import { memo, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CELL, classes, MarketTable, signClass } from '../../../markets/components/market-table';
import { SortHeader } from '../../../markets/components/sort-header';
import { VenueSortHeader } from '../../../markets/components/venue-heading';
import { formatApr, formatPrice, formatShare, formatUsdCompact } from '../../../lib/format/numbers';
import type { MarketQuote } from '../../../markets/model/market';
import { fillTemplate, placeholders } from '../../../markets/model/text-template';
import { VENUE_NAMES, type VenueId } from '../../../markets/model/venues';
import type { VenueStatus } from '../../../markets/use-market-data';
import { isAdditive, venueTotals, type OpenInterestRow } from '../model/open-interest-rows';
import type { OpenInterestMetric, OpenInterestSortColumn, OpenInterestState } from '../model/open-interest-state';

const ROW_HEIGHT = 41;

export function formatMetric(value: number, metric: OpenInterestMetric, locale: string): string {
  if (metric === 'markPrice') return formatPrice(value, locale);
  if (metric === 'funding') return formatApr(value, locale);
  return formatUsdCompact(value, locale);
}

/** The sentences the cells use, asked of i18next once per language (see fillTemplate). */
interface CellTexts {
  share: string;
  notPublished: string;
  unpublished: string;
}

function useCellTexts(t: TFunction, language: string): CellTexts {
  return useMemo(
    () => ({
      share: t('openInterest.share', placeholders('share')),
      notPublished: t('markets.notPublished', placeholders('venue')),
      unpublished: t('markets.unpublished'),
    }),
    // The strings change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
}

interface MetricCellProps {
  venue: VenueId;
  quote: MarketQuote | undefined;
  value: number | undefined;
  share: number | undefined;
  metric: OpenInterestMetric;
  stale: boolean;
  locale: string;
  texts: CellTexts;
}

/**
 * One venue's figure for one market, with its share of the market (a bar behind it, drawn with an inline style: one
 * style rule per share would pile up in the page). Memoised on its figures.
 */
const MetricCell = memo(function MetricCell({
  venue,
  quote,
  value,
  share,
  metric,
  stale,
  locale,
  texts,
}: MetricCellProps) {
  if (!quote) return <td>—</td>;
  if (value === undefined) {
    return (
      <td title={fillTemplate(texts.notPublished, { venue: VENUE_NAMES[venue] })} className={CELL.muted}>
        {texts.unpublished}
      </td>
    );
  }
  return (
    <td
      title={quote.symbol}
      className={classes(CELL.twoLines, stale && CELL.stale, metric === 'funding' && signClass(value))}
      style={
        share === undefined
          ? undefined
          : {
              backgroundImage: `linear-gradient(to left, rgba(19, 180, 163, 0.18) ${(share * 100).toFixed(1)}%, transparent 0)`,
            }
      }
    >
      <span className={CELL.line}>{formatMetric(value, metric, locale)}</span>
      {share !== undefined && (
        <span className={CELL.note}>{fillTemplate(texts.share, { share: formatShare(share, locale) })}</span>
      )}
    </td>
  );
});

interface RowProps {
  row: OpenInterestRow;
  index: number;
  venues: readonly VenueId[];
  metric: OpenInterestMetric;
  unavailable: ReadonlySet<VenueId>;
  locale: string;
  texts: CellTexts;
}

/** One market: each venue's figure, its share of the market, and the market's total. */
const OpenInterestTableRow = memo(function OpenInterestTableRow({
  row,
  index,
  venues,
  metric,
  unavailable,
  locale,
  texts,
}: RowProps) {
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      <th scope="row">{row.base}</th>
      {venues.map((venue) => (
        <MetricCell
          key={venue}
          venue={venue}
          quote={row.quotes[venue]}
          value={row.values[venue]}
          share={row.shares[venue]}
          metric={metric}
          stale={unavailable.has(venue)}
          locale={locale}
          texts={texts}
        />
      ))}
      <td>{row.total === null ? '—' : formatMetric(row.total, metric, locale)}</td>
    </tr>
  );
});

interface OpenInterestTableProps {
  rows: readonly OpenInterestRow[];
  venues: readonly VenueId[];
  statuses: readonly VenueStatus[];
  state: OpenInterestState;
  unavailable: ReadonlySet<VenueId>;
  /** Keep it the same function while the sort does not change: unchanged headers are then not drawn again. */
  onSort: (column: OpenInterestSortColumn) => void;
  empty: string;
}

export function OpenInterestTable({
  rows,
  venues,
  statuses,
  state,
  unavailable,
  onSort,
  empty,
}: OpenInterestTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const texts = useCellTexts(t, locale);
  const { metric, sort } = state;
  const totals = isAdditive(metric) && rows.length > 0 ? venueTotals(rows, venues) : null;
  return (
    <MarketTable
      label={t('openInterest.table', { metric: t(`openInterest.metrics.${metric}`) })}
      rowCount={rows.length}
      columnCount={venues.length + 2}
      rowHeight={ROW_HEIGHT}
      empty={empty}
      head={
        <tr>
          <SortHeader
            column="market"
            label={t('markets.market')}
            align="left"
            active={sort.column === 'market'}
            direction={sort.direction}
            onSort={onSort}
          />
          {venues.map((venue) => {
            const status = statuses.find((candidate) => candidate.venue === venue);
            return (
              <VenueSortHeader
                key={venue}
                venue={venue}
                state={status?.state ?? 'loading'}
                snapshot={status?.feed?.snapshot ?? null}
                active={sort.column === venue}
                direction={sort.direction}
                onSort={onSort}
              />
            );
          })}
          <SortHeader
            column="total"
            label={isAdditive(metric) ? t('openInterest.total') : t('openInterest.average')}
            active={sort.column === 'total'}
            direction={sort.direction}
            onSort={onSort}
          />
        </tr>
      }
      renderRow={(index) => {
        const row = rows[index];
        return row ? (
          <OpenInterestTableRow
            key={row.base}
            row={row}
            index={index}
            venues={venues}
            metric={metric}
            unavailable={unavailable}
            locale={locale}
            texts={texts}
          />
        ) : null;
      }}
      foot={
        totals && (
          <tr>
            <th scope="row">{t('openInterest.allMarkets')}</th>
            {venues.map((venue) => {
              const total = totals.byVenue[venue];
              return <td key={venue}>{total === undefined ? '—' : formatMetric(total, metric, locale)}</td>;
            })}
            <td>{formatMetric(totals.all, metric, locale)}</td>
          </tr>
        )
      }
    />
  );
}
