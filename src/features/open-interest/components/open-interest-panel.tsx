import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { MarketFilters } from '../../../markets/components/market-filters';
import { FiguresNote } from '../../../markets/components/figures-note';
import { VenueNotices } from '../../../markets/components/venue-notices';
import { VenueToggles } from '../../../markets/components/venue-toggles';
import { shownVenues } from '../../../markets/model/market-filter';
import type { VenueId } from '../../../markets/model/venues';
import { useMarketData } from '../../../markets/use-market-data';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { openInterestRows } from '../model/open-interest-rows';
import {
  DEFAULT_OPEN_INTEREST_STATE,
  nextOpenInterestSort,
  OI_METRICS,
  type OpenInterestMetric,
  type OpenInterestState,
} from '../model/open-interest-state';
import { OpenInterestTable } from './open-interest-table';

/**
 * Open Interest: for each market and venue, open interest, 24 h volume, mark price or funding; totals per market and
 * per venue, and each venue's share of a market. The user's choices are kept with the layout.
 */
export default function OpenInterestPanel({ initialState, saveState }: PanelProps<undefined, OpenInterestState>) {
  const { t } = useTranslation();
  const [state, setState] = useState<OpenInterestState>(initialState ?? DEFAULT_OPEN_INTEREST_STATE);
  const update = (change: Partial<OpenInterestState>) => {
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
  const rows = useMemo(() => openInterestRows(data.board, state), [data.board, state]);
  const loading = data.venues.length > 0 && data.venues.every((status) => status.state === 'loading');

  return (
    <Stack sx={{ height: '100%', minWidth: 0 }}>
      <Stack spacing={1} sx={{ px: 1.5, pt: 1.5 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state.metric}
            aria-label={t('openInterest.metric')}
            onChange={(_event, metric: OpenInterestMetric | null) => metric && update({ metric })}
            sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.25, textTransform: 'none' } }}
          >
            {OI_METRICS.map((metric) => (
              <ToggleButton key={metric} value={metric}>
                {t(`openInterest.metrics.${metric}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <MarketFilters filter={state.filter} onChange={(filter) => update({ filter })} />
        </Stack>
        <VenueToggles hidden={state.hiddenVenues} onChange={(hiddenVenues) => update({ hiddenVenues })} />
      </Stack>
      <Stack spacing={0.5} sx={{ px: 1.5, py: 1 }}>
        <VenueNotices venues={data.venues} />
      </Stack>
      <OpenInterestTable
        rows={rows}
        venues={venues}
        statuses={data.venues}
        state={state}
        unavailable={unavailable}
        onSort={(column) => update({ sort: nextOpenInterestSort(state.sort, column) })}
        empty={loading ? t('markets.loading') : t('markets.noMarkets')}
      />
      <FiguresNote count={rows.length} note={t('openInterest.note')} />
    </Stack>
  );
}
