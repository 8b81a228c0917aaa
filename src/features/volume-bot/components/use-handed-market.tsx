import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isVenueId, VENUE_NAMES } from '../../../markets/model/venues';
import type { PanelSelection } from '../../../panel-contract/panel-selection';
import { STRATEGY_LEGS, type Strategy } from '../model/strategies';
import { followsHandedMarket, handedMarket, type HandedMarket } from '../model/handed-market';

export interface HandedMarketOutcome {
  /** The market handed last, when the strategy follows it (it is in the form as an edit). */
  followed: HandedMarket | null;
  /** A market handed to it that its venues do not list: it kept its own (null once the user dismissed the note). */
  refused: HandedMarket | null;
  dismissRefused: () => void;
}

/**
 * A market handed to the strategy by another panel (a new selection each time): put in the form as an edit, which
 * the user reviews and saves like any other, when both of the strategy's venues list it (`listed`: the markets they
 * both list, null while still being read; the market waits for them). One they do not list is refused: the strategy
 * keeps its own and says why.
 */
export function useHandedMarket(
  strategy: Strategy,
  selection: PanelSelection | null,
  listed: ReadonlySet<string> | null,
  apply: (market: string) => void,
): HandedMarketOutcome {
  const handed = useMemo(() => handedMarket(strategy, selection), [strategy, selection]);
  const follows = handed ? followsHandedMarket(handed, listed) : null;
  const [dismissed, setDismissed] = useState<HandedMarket | null>(null);
  // Each selection is acted on once, as soon as the venues' lists say whether the strategy can trade it.
  const actedOn = useRef<HandedMarket | null>(null);
  useEffect(() => {
    if (!handed || follows === null || actedOn.current === handed) return;
    actedOn.current = handed;
    if (follows) apply(handed.market);
    // `apply` is the form's setter; what is acted on is the selection, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed, follows]);
  const followed = handed && follows === true ? handed : null;
  const refused = handed && follows === false && dismissed !== handed ? handed : null;
  return { followed, refused, dismissRefused: () => setDismissed(handed) };
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

/** A market chosen in a linked panel that the strategy's venues do not list: it keeps its own. */
export function RefusedMarketNote({
  strategy,
  refused,
  onClose,
}: {
  strategy: Strategy;
  refused: HandedMarket;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [first, second] = [...new Set(STRATEGY_LEGS[strategy].map((leg) => VENUE_NAMES[leg.venue]))];
  return (
    <Alert severity="info" onClose={onClose}>
      {second
        ? t('volumeBot.strategy.handedNotListed', { market: refused.market, first, second })
        : t('volumeBot.strategy.handedNotListedOne', { market: refused.market, venue: first })}
    </Alert>
  );
}
