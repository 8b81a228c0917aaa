import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isVenueId, VENUE_NAMES } from '../../../markets/model/venues';
import type { PanelSelection } from '../../../panel-contract/panel-selection';
import type { Strategy } from '../model/strategies';
import { handedMarket, type HandedMarket } from '../model/handed-market';

/**
 * A market handed to the strategy by another panel (a new selection each time): put in the form as an edit, which
 * the user reviews and saves like any other. Returns what was handed last, for the panel to say where it came from.
 */
export function useHandedMarket(
  strategy: Strategy,
  selection: PanelSelection | null,
  apply: (market: string) => void,
): HandedMarket | null {
  const handed = useMemo(() => handedMarket(strategy, selection), [strategy, selection]);
  useEffect(() => {
    if (handed) apply(handed.market);
    // A selection is acted on once, when it arrives; `apply` is the form's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed]);
  return handed;
}

const venueName = (venue: string | null) => (venue && isVenueId(venue) ? VENUE_NAMES[venue] : null);

/** Where the market in the form came from, shown until the user saves or changes it. */
export function HandedMarketNote({ handed }: { handed: HandedMarket }) {
  const { t } = useTranslation();
  const long = venueName(handed.long);
  const short = venueName(handed.short);
  return (
    <Alert severity="info">
      {long && short
        ? t('volumeBot.strategy.handedPair', { market: handed.market, long, short })
        : t('volumeBot.strategy.handed', { market: handed.market })}
    </Alert>
  );
}
