import type { LoadStoredSales } from '../cards/stored-sales';
import type { SeenSale } from '../cards/model/seen-sales';

/**
 * The stored sales for comps: the feeds' history (feed-history/) read as the cards layer keeps sales (the live feed's
 * own conversion). Here, at the composition root, because neither shared layer may import the other; fetched with the
 * first comps shown, so that no page carries the history's code before a panel needs it.
 */
export const loadStoredSales: LoadStoredSales = async (userId) => {
  const [{ readStoredSales }, { toSeenSale }] = await Promise.all([
    import('../feed-history/stored-sales'),
    import('../features/live-feed/model/feed-cards'),
  ]);
  const events = await readStoredSales(userId);
  return events.map(toSeenSale).filter((sale): sale is SeenSale => sale !== null);
};
