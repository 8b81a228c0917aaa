import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAlertScope, type AlertScope } from '../../../components/alerts/alert-pipeline';
import { useWatchlist } from '../../../account-record/use-watchlist';
import { cardLabel } from '../../../cards/model/card';
import { watchedWords, watchIndex, type WatchIndex } from '../../../cards/model/watchlist';
import type { WantedCard } from '../../../cards/card-book';
import { useCards } from '../../../cards/use-cards';
import { useKeptFeed } from '../../../feed/feed-connection';
import { arrivedSince } from '../../../feed/model/feed-buffer';
import { certificateOf, eventKey, gradeNumber, type FeedEvent } from '../../../feed/model/feed-event';
import { FEED_PLATFORMS, type FeedPlatform } from '../../../feed/platforms';
import { scanListings } from '../model/watch-alerts';
import { composeWatchAlert, WATCH_SOURCE, watchAlertRecord } from './watch-alert-words';

/** Listings kept waiting for their card at most: the newest are the ones that matter. */
const MAX_WAITING = 100;
/** A click on a watchlist alert brings the app's tab forward (the panel may well be closed). */
const focusApp = () => window.focus();

/** The certificates of the listings waiting for their card, each once, with the grade each says. */
function wantedOf(events: readonly FeedEvent[]): WantedCard[] {
  const byCertificate = new Map<string, WantedCard>();
  for (const event of events) {
    const certificate = certificateOf(event.psaId);
    if (certificate !== null) byCertificate.set(certificate, { certificate, grade: gradeNumber(event.grade) });
  }
  return [...byCertificate.values()];
}

/** One platform's listings as they arrive: what came since the guard started is handed to `take`, once. */
function GuardedListings({
  userId,
  platform,
  take,
}: {
  userId: string;
  platform: FeedPlatform;
  take: (events: readonly FeedEvent[]) => void;
}) {
  const kept = useKeptFeed(userId, platform, 'listing');
  const seen = useRef(kept.arrived);
  useEffect(() => {
    const fresh = arrivedSince(kept, seen.current);
    seen.current = kept.arrived;
    // Oldest first, as they came.
    if (fresh.length > 0) take([...fresh].reverse());
  }, [kept, take]);
  return null;
}

/**
 * The watchlist's guard: mounted by the app in the browser's watcher tab only, for as long as the user is signed in and
 * has cards on the watchlist. Every listing of every platform that arrives is matched against the list (one Map lookup
 * per key of the listing); one at or under its target alerts once, through the deal alerts' pipeline (their chime,
 * notification and 5 s throttle), whether the feed calls it a deal or not, with the Watchlist panel open or not.
 * Default export, loaded lazily (background.ts).
 */
export default function WatchlistGuard({ userId }: { userId: string }) {
  const { data } = useWatchlist(userId);
  const entries = data?.entries;
  const index = useMemo(() => watchIndex(entries ?? []), [entries]);
  const words = useMemo(() => watchedWords(entries ?? []), [entries]);
  return index.size === 0 ? null : <Guard userId={userId} index={index} words={words} />;
}

interface GuardProps {
  userId: string;
  index: WatchIndex;
  words: ReadonlySet<string>;
}

function Guard({ userId, index, words }: GuardProps) {
  const { t, i18n } = useTranslation();
  const latest = useRef({ t, locale: i18n.language, index, words });
  useEffect(() => {
    latest.current = { t, locale: i18n.language, index, words };
  });
  const scopeRef = useRef<AlertScope | null>(null);
  useEffect(() => {
    const scope = openAlertScope(WATCH_SOURCE, composeWatchAlert);
    const stop = scope.addSource(WATCH_SOURCE, () => ({ sound: true, focus: focusApp, t: latest.current.t }));
    scopeRef.current = scope;
    return () => {
      stop();
      scope.close();
      scopeRef.current = null;
    };
  }, []);

  // Listings whose certificate is being looked up: their card may make them a name + set + grade match.
  const waiting = useRef<readonly FeedEvent[]>([]);
  const [wanted, setWanted] = useState<readonly WantedCard[]>([]);
  const { book } = useCards(userId, wanted);
  const alerted = useRef(new Set<string>());

  const judge = useCallback(
    (events: readonly FeedEvent[]) => {
      const { hits, waiting: unresolved } = scanListings(
        events,
        latest.current.index,
        book.card,
        alerted.current,
        latest.current.words,
      );
      if (hits.length > 0) {
        const now = Date.now();
        const { t: say, locale } = latest.current;
        const records = hits.map((hit) => {
          alerted.current.add(eventKey(hit.event));
          const certificate = certificateOf(hit.event.psaId);
          const card = certificate === null ? null : book.card(certificate);
          const name = card
            ? cardLabel(card, gradeNumber(hit.event.grade))
            : (hit.event.name ?? say('watchlist.unnamed'));
          return watchAlertRecord(hit, name, say, locale, now);
        });
        scopeRef.current?.push(records);
      }
      return unresolved;
    },
    [book],
  );
  const keepWaiting = useCallback((events: readonly FeedEvent[]) => {
    if (events.length === waiting.current.length && events.every((event, i) => event === waiting.current[i])) return;
    waiting.current = events;
    setWanted(wantedOf(events));
  }, []);
  const take = useCallback(
    (events: readonly FeedEvent[]) => {
      const unresolved = judge(events);
      if (unresolved.length > 0) keepWaiting([...waiting.current, ...unresolved].slice(-MAX_WAITING));
    },
    [judge, keepWaiting],
  );
  // A card that arrives may make a waiting listing a match (or settle that it is not one).
  useEffect(
    () =>
      book.subscribe(() => {
        if (waiting.current.length > 0) keepWaiting(judge(waiting.current));
      }),
    [book, judge, keepWaiting],
  );

  return FEED_PLATFORMS.map((platform) => (
    <GuardedListings key={platform} userId={userId} platform={platform} take={take} />
  ));
}
