import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ExchangeSettings, VolumeBotVenue } from '../../../account-record/volume-bot';
import { formatApr, formatUsd } from '../../../lib/format/numbers';
import { isVenueId, VENUE_NAMES } from '../../../markets/model/venues';
import type { PanelSelection } from '../../../panel-contract/panel-selection';
import { STRATEGY_LEGS, strategyVenues, type Strategy } from '../model/strategies';
import { followsHandedMarket, handedMarket, type HandedMarket } from '../model/handed-market';
import { handedNet, handedSize, type HandedNet, type HandedSize } from '../model/handed-size';
import { handedThresholds, type HandedThresholds } from '../model/handed-thresholds';

/**
 * A hand-over as the strategy takes it: the market and its pair, the size (capped), the net figure, and X and Y from a
 * backtest, each if given.
 */
export interface HandedOver extends HandedMarket {
  size: HandedSize | null;
  net: HandedNet | null;
  thresholds: HandedThresholds | null;
}

export interface HandedMarketOutcome {
  /** The market handed last, when the strategy follows it (it is in the form as an edit). */
  followed: HandedOver | null;
  /** A market handed to it that its venues do not list: it kept its own (null once the user dismissed the note). */
  refused: HandedMarket | null;
  dismissRefused: () => void;
}

interface HandOverContext {
  /** The strategy's venue settings: a handed size is capped by their maximum positions, as they are when it arrives. */
  exchanges: Partial<Record<VolumeBotVenue, ExchangeSettings>>;
  /** The markets both of the strategy's venues list; null while still being read (the hand-over waits for them). */
  listed: ReadonlySet<string> | null;
}

/**
 * A market handed to the strategy by another panel (a new selection each time): put in the form as an edit, with the
 * size per leg when one came with it (capped), which the user reviews and saves like any other, when both of the
 * strategy's venues list it. One they do not list is refused: the strategy keeps its own and says why.
 */
export function useHandedMarket(
  strategy: Strategy,
  selection: PanelSelection | null,
  { exchanges, listed }: HandOverContext,
  apply: (handed: HandedOver) => void,
): HandedMarketOutcome {
  const handed = useMemo(() => handedMarket(strategy, selection), [strategy, selection]);
  const follows = handed ? followsHandedMarket(handed, listed) : null;
  // Worked out once per selection, while rendering (the limits are those of when it arrives).
  const [taken, setTaken] = useState<{ from: PanelSelection; over: HandedOver } | null>(null);
  if (handed && selection?.kind === 'market' && taken?.from !== selection) {
    setTaken({
      from: selection,
      over: {
        ...handed,
        size: handedSize(selection.sizeUsd, strategyVenues(strategy), exchanges),
        net: handedNet(selection),
        thresholds: handedThresholds(selection),
      },
    });
  }
  const current = handed && taken?.from === selection ? taken.over : null;
  const [dismissed, setDismissed] = useState<HandedMarket | null>(null);
  // Each selection is acted on once, as soon as the venues' lists say whether the strategy can trade it.
  const actedOn = useRef<HandedOver | null>(null);
  useEffect(() => {
    if (!current || follows === null || actedOn.current === current) return;
    actedOn.current = current;
    if (follows) apply(current);
    // `apply` is the form's setter; what is acted on is the selection, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, follows]);
  const followed = current && follows === true ? current : null;
  const refused = handed && follows === false && dismissed !== handed ? handed : null;
  return { followed, refused, dismissRefused: () => setDismissed(handed) };
}

const venueName = (venue: string | null) => (venue && isVenueId(venue) ? VENUE_NAMES[venue] : null);

/** Where the market in the form came from, with the size and the net figure it came with, until the user saves. */
export function HandedMarketNote({ handed }: { handed: HandedOver }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const long = venueName(handed.long);
  const short = venueName(handed.short);
  const { size, net, thresholds } = handed;
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
      {thresholds && (
        <>
          {' '}
          {t('volumeBot.strategy.handedThresholds', {
            x: formatApr(thresholds.openSpreadApr / 100, locale),
            y: formatApr(thresholds.closeSpreadApr / 100, locale),
          })}
        </>
      )}
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
