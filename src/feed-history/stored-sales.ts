import { readHistory } from './history-store';
import { FEED_PLATFORMS, type FeedEvent } from './model/feed-event-record';

/**
 * A user's kept sales of every platform (for comps), each platform's read as its panel reads it: checked record by
 * record, within the retention rules. Nothing when history is off.
 */
export async function readStoredSales(userId: string): Promise<FeedEvent[]> {
  const feeds = await Promise.all(FEED_PLATFORMS.map((platform) => readHistory(userId, platform, 'sale')));
  return feeds.flatMap((feed) => feed.events);
}
