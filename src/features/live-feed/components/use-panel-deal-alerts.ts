import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeptFeed } from '../../../feed/model/feed-buffer';
import type { FeedEvent } from '../../../feed/model/feed-event';
import type { FeedSource } from '../../../feed/platforms';
import type { AlertSettings } from '../model/deal-alerts';
import type { NamesOf } from '../model/feed-view';
import type { NetOf } from '../model/net-lookup';
import type { JudgementOf } from '../model/confidence-lookup';
import { dealAlertRecord } from './deal-alert-words';
import { useDealAlerts, type LastAlert } from './use-deal-alerts';

interface PanelDealAlerts {
  source: FeedSource;
  /** The panel's title, which each alert names. */
  title: string;
  kept: KeptFeed;
  paused: boolean;
  settings: AlertSettings;
  botKeywords: readonly string[];
  namesOf: NamesOf;
  /** Each event's gap after buying costs: a deal is one net of them. */
  netOf: NetOf;
  /** Each event's market value confidence: a deal below the panel's minimum does not alert. */
  judgementOf: JudgementOf;
  /** A row's title (the card's label once resolved), which an alert of one deal names. */
  titleOf: (event: FeedEvent) => string;
  focusPanel: () => void;
}

/** A feed panel's deal alerts, worded as its rows are: each deal by its row's title, price and discount. */
export function usePanelDealAlerts(options: PanelDealAlerts): LastAlert | null {
  const { source, title, titleOf } = options;
  const { t, i18n } = useTranslation();
  const sourceId = `${source.platform}-${source.kind}`;
  const toRecord = useCallback(
    (event: FeedEvent, time: number) =>
      dealAlertRecord(event, { sourceId, panel: title, name: titleOf(event), t, locale: i18n.language }, time),
    [sourceId, title, titleOf, t, i18n.language],
  );
  return useDealAlerts({ ...options, sourceId, toRecord });
}
