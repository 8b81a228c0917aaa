import { memo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { MarketTable } from '../../../markets/components/market-table';
import { SortHeader } from '../../../markets/components/sort-header';
import { VenueHeading } from '../../../markets/components/venue-heading';
import { formatApr, formatPrice, formatShare, formatUsdCompact } from '../../../markets/model/format';
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

interface RowProps {
  row: OpenInterestRow;
  index: number;
  venues: readonly VenueId[];
  metric: OpenInterestMetric;
  unavailable: ReadonlySet<VenueId>;
  locale: string;
}

/** One market: each venue's figure, its share of the market (a bar behind it), and the market's total. */
const OpenInterestTableRow = memo(function OpenInterestTableRow({
  row,
  index,
  venues,
  metric,
  unavailable,
  locale,
}: RowProps) {
  const { t } = useTranslation();
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      <th scope="row">{row.base}</th>
      {venues.map((venue) => {
        const quote = row.quotes[venue];
        const value = row.values[venue];
        if (!quote) return <td key={venue}>—</td>;
        if (value === undefined) {
          return (
            <Box
              component="td"
              key={venue}
              title={t('markets.notPublished', { venue: VENUE_NAMES[venue] })}
              sx={{ color: 'text.disabled' }}
            >
              {t('markets.unpublished')}
            </Box>
          );
        }
        const share = row.shares[venue];
        const stale = unavailable.has(venue);
        return (
          <Box
            component="td"
            key={venue}
            title={quote.symbol}
            sx={{
              lineHeight: 1.2,
              ...(stale && { opacity: 0.55, fontStyle: 'italic' }),
              ...(share !== undefined && {
                backgroundImage: `linear-gradient(to left, rgba(19, 180, 163, 0.18) ${(share * 100).toFixed(1)}%, transparent 0)`,
              }),
              ...(metric === 'funding' && {
                color: value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.primary',
              }),
            }}
          >
            <Box component="span" sx={{ display: 'block' }}>
              {formatMetric(value, metric, locale)}
            </Box>
            {share !== undefined && (
              <Box component="span" sx={{ display: 'block', fontSize: 10, color: 'text.secondary' }}>
                {t('openInterest.share', { share: formatShare(share, locale) })}
              </Box>
            )}
          </Box>
        );
      })}
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
  const { metric } = state;
  const totals = isAdditive(metric) && rows.length > 0 ? venueTotals(rows, venues) : null;
  const sortProps = (column: OpenInterestSortColumn) => ({
    active: state.sort.column === column,
    direction: state.sort.direction,
    onSort: () => onSort(column),
  });
  return (
    <MarketTable
      label={t('openInterest.table', { metric: t(`openInterest.metrics.${metric}`) })}
      rowCount={rows.length}
      columnCount={venues.length + 2}
      rowHeight={ROW_HEIGHT}
      empty={empty}
      head={
        <tr>
          <SortHeader label={t('markets.market')} align="left" {...sortProps('market')} />
          {venues.map((venue) => (
            <SortHeader key={venue} label={VENUE_NAMES[venue]} {...sortProps(venue)}>
              <VenueHeading status={statuses.find((status) => status.venue === venue)} />
            </SortHeader>
          ))}
          <SortHeader
            label={isAdditive(metric) ? t('openInterest.total') : t('openInterest.average')}
            {...sortProps('total')}
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
