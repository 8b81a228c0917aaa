import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FiguresNote } from '../../../markets/components/figures-note';
import { VenueNotices } from '../../../markets/components/venue-notices';
import { shownVenues } from '../../../markets/model/market-filter';
import type { VenueId } from '../../../markets/model/venues';
import { useMarketData } from '../../../markets/use-market-data';
import type { PanelProps } from '../../../panel-contract/panel-props';
import {
  DEFAULT_FUNDING_RATE_STATE,
  nextFundingSort,
  type FundingRateState,
  type FundingSortColumn,
} from '../model/funding-rate-state';
import { fundingRows } from '../model/funding-rows';
import { FundingTable } from './funding-table';
import { FundingToolbar } from './funding-toolbar';

/**
 * Funding Rate: every venue's current funding for each market, the best long/short pair, its spread and the daily
 * carry for a size. The user's choices are kept with the layout.
 */
export default function FundingRatePanel({ initialState, saveState }: PanelProps<undefined, FundingRateState>) {
  const { t } = useTranslation();
  const [state, setState] = useState<FundingRateState>(initialState ?? DEFAULT_FUNDING_RATE_STATE);
  const update = (change: Partial<FundingRateState>) => {
    const next = { ...state, ...change };
    setState(next);
    saveState(next);
  };

  const venues = useMemo(() => shownVenues(state.hiddenVenues), [state.hiddenVenues]);
  const data = useMarketData(venues);
  const unavailableKey = data.venues
    .filter((status) => status.state === 'unavailable')
    .map((status) => status.venue)
    .join(',');
  const unavailable = useMemo(() => new Set(unavailableKey.split(',').filter(Boolean) as VenueId[]), [unavailableKey]);
  const rows = useMemo(() => fundingRows(data.board, state, unavailable), [data.board, state, unavailable]);
  const fundingTimes = useMemo(() => {
    const times: Partial<Record<VenueId, number[]>> = {};
    for (const status of data.venues) {
      const all = status.feed?.snapshot?.markets.map((quote) => quote.nextFundingTime ?? 0) ?? [];
      times[status.venue] = [...new Set(all.filter((time) => time > 0))].sort((a, b) => a - b);
    }
    return times;
  }, [data.venues]);
  const loading = data.venues.length > 0 && data.venues.every((status) => status.state === 'loading');

  return (
    <Stack sx={{ height: '100%', minWidth: 0 }}>
      <FundingToolbar state={state} onChange={update} />
      <Stack spacing={0.5} sx={{ px: 1.5, py: 1 }}>
        <VenueNotices venues={data.venues} />
      </Stack>
      <FundingTable
        rows={rows}
        venues={venues}
        statuses={data.venues}
        fundingTimes={fundingTimes}
        state={state}
        unavailable={unavailable}
        onSort={(column: FundingSortColumn) => update({ sort: nextFundingSort(state.sort, column) })}
        empty={loading ? t('markets.loading') : t('markets.noMarkets')}
      />
      <FiguresNote count={rows.length} note={t('fundingRate.note')} />
    </Stack>
  );
}
