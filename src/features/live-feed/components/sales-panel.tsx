import { FeedPanel } from './feed-panel';

/** Collector Crypt Sales: completed sales from the live feed. */
export default function SalesPanel() {
  return <FeedPanel kind="sale" />;
}
