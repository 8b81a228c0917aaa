import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ExchangeSettings, VolumeBotVenue } from '../../../account-record/volume-bot';
import { formatApr, formatUsd } from '../../../lib/format/numbers';
import { isVenueId, VENUE_NAMES } from '../../../markets/model/venues';
import type { PanelSelection } from '../../../panel-contract/panel-selection';
import { strategyVenues, type Strategy } from '../model/strategies';
import { handedMarket, type HandedMarket } from '../model/handed-market';
import { handedNet, handedSize, type HandedNet, type HandedSize } from '../model/handed-size';

/** A hand-over as the strategy takes it: the market and its pair, the size (capped) and the net figure, if given. */
export interface HandedOver extends HandedMarket {
  size: HandedSize | null;
  net: HandedNet | null;
}

/**
 * A market handed to the strategy by another panel (a new selection each time): put in the form as an edit, with the
 * size per leg when one came with it (capped by the strategy's venues' maximum positions, as they are when it
 * arrives), which the user reviews and saves like any other. Returns what was handed last, for the panel to say
 * where it came from.
 */
export function useHandedMarket(
  strategy: Strategy,
  selection: PanelSelection | null,
  exchanges: Partial<Record<VolumeBotVenue, ExchangeSettings>>,
  apply: (handed: HandedOver) => void,
): HandedOver | null {
  const handed = useMemo(() => handedMarket(strategy, selection), [strategy, selection]);
  // Worked out once per selection, while rendering (the limits are those of when it arrives), then applied once.
  const [taken, setTaken] = useState<{ from: PanelSelection; over: HandedOver } | null>(null);
  if (handed && selection?.kind === 'market' && taken?.from !== selection) {
    setTaken({
      from: selection,
      over: {
        ...handed,
        size: handedSize(selection.sizeUsd, strategyVenues(strategy), exchanges),
        net: handedNet(selection),
      },
    });
  }
  useEffect(() => {
    if (taken) apply(taken.over);
    // A selection is acted on once, when it arrives; `apply` is the form's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [taken]);
  return handed && taken?.from === selection ? taken.over : null;
}

const venueName = (venue: string | null) => (venue && isVenueId(venue) ? VENUE_NAMES[venue] : null);

/** Where the market in the form came from, with the size and the net figure it came with, until the user saves. */
export function HandedMarketNote({ handed }: { handed: HandedOver }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const long = venueName(handed.long);
  const short = venueName(handed.short);
  const { size, net } = handed;
  return (
    <Alert severity="info">
      {long && short
        ? t('volumeBot.strategy.handedPair', { market: handed.market, long, short })
        : t('volumeBot.strategy.handed', { market: handed.market })}
      {net && (
        <>
          {' '}
          {t('volumeBot.strategy.handedNet', {
            net: formatApr(net.netApr, locale),
            gross: formatApr(net.grossApr, locale),
            basis: t(`fundingRate.basis.${net.basis}`),
            hold: net.holdDays,
          })}
        </>
      )}
      {size && (
        <>
          {' '}
          {size.cappedBy
            ? t('volumeBot.strategy.handedSizeCapped', {
                size: formatUsd(size.sizeUsd, locale),
                requested: formatUsd(size.requestedUsd, locale),
                venue: VENUE_NAMES[size.cappedBy],
              })
            : t('volumeBot.strategy.handedSize', { size: formatUsd(size.sizeUsd, locale) })}
        </>
      )}
    </Alert>
  );
}
