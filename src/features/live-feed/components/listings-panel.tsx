import { FeedPanel } from './feed-panel';

/** Collector Crypt Listing: new listings from the live feed. */
export default function ListingsPanel() {
  return <FeedPanel kind="listing" />;
}
