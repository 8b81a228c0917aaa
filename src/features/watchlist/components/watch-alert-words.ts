import type { TFunction } from 'i18next';
import type { ComposeAlert } from '../../../components/alerts/alert-pipeline';
import type { AlertRecord } from '../../../components/alerts/alert-record';
import { formatUsd } from '../../../lib/format/numbers';
import { eventKey } from '../../../feed/model/feed-event';
import { PLATFORM_FACTS } from '../../../feed/platforms';
import type { WatchHit } from '../model/watch-alerts';

/** The watchlist alerts' source and notification tag. */
export const WATCH_SOURCE = 'watchlist';

/** A watched card listed at or under its target: "Watchlist: Charizard Holo", "$950.00 on Courtyard · under your target $1,000.00". */
export function watchAlertRecord(
  { event, entry }: WatchHit,
  name: string,
  t: TFunction,
  locale: string,
  time: number,
): AlertRecord {
  const source = t('panels.watchlist');
  const price = event.priceUSD === null ? '' : formatUsd(event.priceUSD, locale);
  return {
    kind: 'deal',
    // Filed apart from the feed's own deals in the alert log: a listing at or under the user's target.
    rule: 'watchTarget',
    sourceId: WATCH_SOURCE,
    source,
    title: t('watchlist.alerts.one', { name }),
    lines: [
      t('watchlist.alerts.price', { price, platform: t(PLATFORM_FACTS[event.platform].nameKey) }),
      t('watchlist.alerts.under', { target: formatUsd(entry.targetUsd, locale) }),
    ],
    name,
    time,
    // One listing alerts once, in whichever tab finds it.
    key: `watch:${eventKey(event)}`,
  };
}

/** Watchlist alerts going out together: one by its words, several by their number and the first three names. */
export const composeWatchAlert: ComposeAlert = (records, t) => {
  const tag = `poolbot-${WATCH_SOURCE}`;
  const [first] = records;
  if (!first) return { title: '', body: '', tag };
  if (records.length === 1) return { title: first.title, body: first.lines.join(' · '), tag };
  const names = records.flatMap((record) => (record.name === null ? [] : [record.name]));
  const shown = names.slice(0, 3);
  return {
    title: t('watchlist.alerts.many', { count: records.length }),
    body: shown.length < records.length ? `${shown.join(', ')}…` : shown.join(', '),
    tag,
  };
};
