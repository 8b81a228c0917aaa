import { useEffect, useMemo, useRef, useState } from 'react';
import { createAlertThrottle, type AlertThrottle } from '../../../lib/alert-throttle';
import { alertPredicate, summarizeDeals, type AlertSettings, type AlertSummary } from '../model/deal-alerts';
import { arrivedSince, type KeptFeed } from '../../../feed/model/feed-buffer';
import type { FeedEvent } from '../../../feed/model/feed-event';
import type { NamesOf } from '../model/feed-view';
import { playAlertSound, showAlertNotification } from '../../../components/alerts/alert-output';

interface DealAlertOptions {
  /** What the feed keeps for this panel, live (not the paused view). */
  kept: KeptFeed;
  paused: boolean;
  settings: AlertSettings;
  botKeywords: readonly string[];
  /** The names an event goes by (the card's, once resolved): the keyword rules match any of them. */
  namesOf: NamesOf;
  /** The notification's words for a summary. */
  describe: (summary: AlertSummary) => { title: string; body: string };
  /** One notification per panel: a newer one replaces it. */
  tag: string;
  /** A click on the notification brings the panel forward. */
  focusPanel: () => void;
}

export interface LastAlert {
  count: number;
  at: number;
}

/**
 * Deal alerts for one panel: events that arrive while it is open, not paused and with alerts on, and that match its
 * settings, alert with a chime and a desktop notification, at most once every 5 s (what arrives meanwhile goes into
 * the next alert). What was there before the panel opened never alerts.
 */
export function useDealAlerts(options: DealAlertOptions): LastAlert | null {
  const { kept, paused, settings, botKeywords, namesOf } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [lastAlert, setLastAlert] = useState<LastAlert | null>(null);
  // Made in an effect, not during render: it reads the latest options only when it fires.
  const throttleRef = useRef<AlertThrottle<FeedEvent> | null>(null);
  useEffect(() => {
    const throttle = createAlertThrottle<FeedEvent>((events) => {
      const { settings: now, describe, tag, focusPanel } = latest.current;
      const summary = summarizeDeals(events);
      if (!summary) return;
      if (now.sound) playAlertSound();
      showAlertNotification({ ...describe(summary), tag, onClick: focusPanel });
      setLastAlert({ count: events.length, at: Date.now() });
    });
    throttleRef.current = throttle;
    return () => {
      throttle.clear();
      throttleRef.current = null;
    };
  }, []);
  const matches = useMemo(() => alertPredicate(settings, botKeywords, namesOf), [settings, botKeywords, namesOf]);
  const seen = useRef(kept.arrived);
  const listening = settings.enabled && !paused;

  useEffect(() => {
    const fresh = arrivedSince(kept, seen.current);
    seen.current = kept.arrived;
    if (!listening) return;
    // Oldest first, as they came.
    const deals = fresh.filter(matches).reverse();
    throttleRef.current?.push(deals);
  }, [kept, listening, matches]);

  // Paused or turned off: what was waiting is dropped, not sent later.
  useEffect(() => {
    if (!listening) throttleRef.current?.clear();
  }, [listening]);

  return lastAlert;
}
