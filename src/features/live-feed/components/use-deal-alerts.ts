import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAlertScope, type AlertScope } from '../../../components/alerts/alert-pipeline';
import type { AlertRecord } from '../../../components/alerts/alert-record';
import { arrivedSince, type KeptFeed } from '../../../feed/model/feed-buffer';
import type { FeedEvent } from '../../../feed/model/feed-event';
import { alertPredicate, type AlertSettings } from '../model/deal-alerts';
import type { NetOf } from '../model/net-lookup';
import type { JudgementOf } from '../model/confidence-lookup';
import type { NamesOf } from '../model/feed-view';
import { composeDealAlert } from './deal-alert-words';

interface DealAlertOptions {
  /** What the feed keeps for this panel, live (not the paused view). */
  kept: KeptFeed;
  paused: boolean;
  settings: AlertSettings;
  botKeywords: readonly string[];
  /** The names an event goes by (the card's, once resolved): the keyword rules match any of them. */
  namesOf: NamesOf;
  /** Each event's gap after buying costs, where its market value is known: a deal is one net of them. */
  netOf?: NetOf | undefined;
  /** Each event's market value confidence, where its value is known: below the settings' minimum, no alert. */
  judgementOf?: JudgementOf | undefined;
  /** The feed the panel shows (`collector_crypt-sale`): the alerts' source, and their notification's tag. */
  sourceId: string;
  /** A deal as an alert record, in the words of the moment it is found. */
  toRecord: (event: FeedEvent, time: number) => AlertRecord;
  /** A click on the notification brings the panel forward. */
  focusPanel: () => void;
}

export interface LastAlert {
  count: number;
  at: number;
}

/**
 * Deal alerts for one panel: events that arrive while it is open, not paused and with alerts on, and that match its
 * settings, go out through the alert pipeline (components/alerts/alert-pipeline.ts) in a scope of the panel's own: a
 * chime and a desktop notification at most once every 5 s (what arrives meanwhile goes into the next alert). What was
 * there before the panel opened never alerts.
 */
export function useDealAlerts(options: DealAlertOptions): LastAlert | null {
  const { kept, paused, settings, botKeywords, namesOf, netOf, judgementOf, sourceId } = options;
  const { t } = useTranslation();
  const latest = useRef({ ...options, t });
  useEffect(() => {
    latest.current = { ...options, t };
  });
  const [lastAlert, setLastAlert] = useState<LastAlert | null>(null);

  // Each panel has its own throttle, for as long as it is open. Made in an effect, not during render.
  const scopeName = `deal:${useId()}`;
  const scopeRef = useRef<AlertScope | null>(null);
  useEffect(() => {
    const scope = openAlertScope(scopeName, composeDealAlert);
    scopeRef.current = scope;
    return () => {
      scope.close();
      scopeRef.current = null;
    };
  }, [scopeName]);

  // Listening, the panel is its scope's source, read when an alert goes out (its latest sound setting and words);
  // paused or turned off, what was waiting is dropped, not sent later.
  const listening = settings.enabled && !paused;
  useEffect(() => {
    if (!listening) return;
    return scopeRef.current?.addSource(sourceId, () => ({
      sound: latest.current.settings.sound,
      focus: latest.current.focusPanel,
      t: latest.current.t,
      sent: (records) => setLastAlert({ count: records.length, at: Date.now() }),
    }));
  }, [listening, sourceId]);

  const matches = useMemo(
    () => alertPredicate(settings, botKeywords, namesOf, netOf, judgementOf),
    [settings, botKeywords, namesOf, netOf, judgementOf],
  );
  const seen = useRef(kept.arrived);
  useEffect(() => {
    const fresh = arrivedSince(kept, seen.current);
    seen.current = kept.arrived;
    if (!listening) return;
    // Oldest first, as they came.
    const deals = fresh.filter(matches).reverse();
    if (deals.length === 0) return;
    const now = Date.now();
    scopeRef.current?.push(deals.map((event) => latest.current.toRecord(event, now)));
  }, [kept, listening, matches]);

  return lastAlert;
}
