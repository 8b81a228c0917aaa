import { FEED_PLATFORMS } from '../platforms';
import { toSeenSale, type SeenSale } from '../model/seen-sales';
import { readHistory } from './history-store';

/**
 * A user's kept sales of every platform, as comps keep them, each platform's read as its panel reads it: checked
 * record by record, within the retention rules. Nothing when history is off.
 */
export async function readStoredSales(userId: string): Promise<SeenSale[]> {
  const feeds = await Promise.all(FEED_PLATFORMS.map((platform) => readHistory(userId, platform, 'sale')));
  return feeds.flatMap((feed) => feed.events.map(toSeenSale).filter((sale): sale is SeenSale => sale !== null));
}
