import type { TFunction } from 'i18next';
import type { ComposeAlert } from '../../../components/alerts/alert-pipeline';
import type { AlertRecord } from '../../../components/alerts/alert-record';
import { formatUsd } from '../../../lib/format/numbers';
import { eventKey, type FeedEvent } from '../../../feed/model/feed-event';
import { summarizeDeals } from '../model/deal-alerts';
import { comparisonText } from './feed-row-text';

interface DealWords {
  /** The feed the panel shows (`collector_crypt-sale`): the alerts' source. */
  sourceId: string;
  /** The panel's title. */
  panel: string;
  /** The row's title: the card's label once resolved, else the feed's name. */
  name: string;
  t: TFunction;
  locale: string;
}

/** One deal as an alert: "Courtyard Listing: Umbreon VMAX", its price and how far it is below its value. */
export function dealAlertRecord(event: FeedEvent, words: DealWords, time: number): AlertRecord {
  const { sourceId, panel, name, t, locale } = words;
  const price = event.priceUSD === null ? null : formatUsd(event.priceUSD, locale);
  return {
    kind: 'deal',
    sourceId,
    source: panel,
    title: t('feed.alerts.one', { panel, name }),
    lines: [price, comparisonText(event, t, locale)].filter((line): line is string => Boolean(line)),
    name: event.name,
    time,
    // The same listing or sale found in another tab's panel is the same deal: it sounds once.
    key: `deal:${eventKey(event)}`,
  };
}

/** A panel's deals going out together: one by its words, several by their number and the first three names. */
export const composeDealAlert: ComposeAlert = (records, t) => {
  const summary = summarizeDeals<AlertRecord>(records);
  const last = records.at(-1);
  const tag = `poolbot-feed-${last?.sourceId ?? ''}`;
  if (!summary || !last) return { title: '', body: '', tag };
  if (summary.count === 1 && 'event' in summary) {
    return { title: summary.event.title, body: summary.event.lines.join(' · '), tag };
  }
  const names = 'names' in summary ? summary.names : [];
  return {
    title: t('feed.alerts.many', { panel: last.source, count: summary.count }),
    body: names.length < summary.count ? `${names.join(', ')}…` : names.join(', '),
    tag,
  };
};
