import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MarketTable } from '../../../markets/components/market-table';
import { SortHeader } from '../../../markets/components/sort-header';
import { VenueHeading } from '../../../markets/components/venue-heading';
import { formatApr, formatRate, formatUsd } from '../../../markets/model/format';
import type { MarketQuote } from '../../../markets/model/market';
import type { RatePeriod } from '../../../markets/model/units';
import { VENUE_NAMES, type VenueId } from '../../../markets/model/venues';
import type { VenueStatus } from '../../../markets/use-market-data';
import type { FundingRateState, FundingSortColumn } from '../model/funding-rate-state';
import type { FundingRow } from '../model/funding-rows';

const ROW_HEIGHT = 41;

const signColor = (value: number) => (value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.primary');

function lotNotes(quotes: Partial<Record<VenueId, MarketQuote>>, t: TFunction): string | undefined {
  const notes = Object.values(quotes)
    .filter((quote) => quote.unitSize !== 1)
    .map((quote) =>
      t('markets.lot', {
        symbol: quote.symbol,
        venue: VENUE_NAMES[quote.venue],
        size: quote.unitSize,
        base: quote.base,
      }),
    );
  return notes.length > 0 ? notes.join('\n') : undefined;
}

interface RowProps {
  row: FundingRow;
  index: number;
  venues: readonly VenueId[];
  period: RatePeriod;
  unavailable: ReadonlySet<VenueId>;
  locale: string;
}

/** One market; memoised on its row object, so a refresh re-renders only the markets whose figures changed. */
const FundingTableRow = memo(function FundingTableRow({ row, index, venues, period, unavailable, locale }: RowProps) {
  const { t } = useTranslation();
  const { pair } = row;
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      <th scope="row" title={lotNotes(row.quotes, t)}>
        {row.base}
      </th>
      <td style={{ textAlign: 'left', lineHeight: 1.2 }}>
        {pair ? (
          <>
            <Box component="span" sx={{ display: 'block', color: 'success.main' }}>
              {t('fundingRate.long', { venue: VENUE_NAMES[pair.long] })}
            </Box>
            <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
              {t('fundingRate.short', { venue: VENUE_NAMES[pair.short] })}
            </Box>
          </>
        ) : (
          '—'
        )}
      </td>
      <td>{row.spreadApr === null ? '—' : formatApr(row.spreadApr, locale)}</td>
      <td>{row.carryPerDay === null ? '—' : formatUsd(row.carryPerDay, locale)}</td>
      {venues.map((venue) => {
        const quote = row.quotes[venue];
        if (!quote) return <td key={venue}>—</td>;
        const stale = unavailable.has(venue);
        const title = t('fundingRate.rateTitle', {
          symbol: quote.symbol,
          rate: formatRate(quote.fundingRateHourly * quote.fundingIntervalHours, '1h', locale),
          interval: quote.fundingIntervalHours,
        });
        return (
          <Box
            component="td"
            key={venue}
            title={title}
            sx={{ color: signColor(quote.fundingRateHourly), ...(stale && { opacity: 0.55, fontStyle: 'italic' }) }}
          >
            {formatRate(quote.fundingRateHourly, period, locale)}
          </Box>
        );
      })}
    </tr>
  );
});

interface FundingTableProps {
  rows: readonly FundingRow[];
  venues: readonly VenueId[];
  statuses: readonly VenueStatus[];
  fundingTimes: Partial<Record<VenueId, number[]>>;
  state: FundingRateState;
  unavailable: ReadonlySet<VenueId>;
  onSort: (column: FundingSortColumn) => void;
  empty: string;
}

/** The market, then what to do about it (the pair, its spread and carry), then each venue's rate. */
export function FundingTable({
  rows,
  venues,
  statuses,
  fundingTimes,
  state,
  unavailable,
  onSort,
  empty,
}: FundingTableProps) {
  const { t, i18n } = useTranslation();
  const header = (column: FundingSortColumn, label: string, align?: 'left' | 'right', children?: ReactNode) => (
    <SortHeader
      key={column}
      label={label}
      align={align}
      active={state.sort.column === column}
      direction={state.sort.direction}
      onSort={() => onSort(column)}
    >
      {children}
    </SortHeader>
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
          {venues.map((venue) =>
            header(
              venue,
              VENUE_NAMES[venue],
              'right',
              <VenueHeading
                status={statuses.find((status) => status.venue === venue)}
                fundingTimes={fundingTimes[venue]}
              />,
            ),
          )}
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
          />
        ) : null;
      }}
    />
  );
}
