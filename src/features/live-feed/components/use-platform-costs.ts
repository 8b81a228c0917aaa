import { useMemo } from 'react';
import { useBuyingCosts } from '../../../account-record/use-buying-costs';
import { costsInForce, type BuyingCosts } from '../../../cards/model/net-deal';
import type { FeedPlatform } from '../../../feed/platforms';
import { PUBLISHED_BUYING_COSTS } from '../../../feed/platform-costs';

/** The buying costs in force on a platform: the user's overrides (account record) over the published ones. */
export function usePlatformCosts(userId: string, platform: FeedPlatform): BuyingCosts {
  const { data } = useBuyingCosts(userId);
  const override = data?.platforms[platform];
  const pct = override?.pct ?? null;
  const fixedUsd = override?.fixedUsd ?? null;
  return useMemo(() => costsInForce(PUBLISHED_BUYING_COSTS[platform], { pct, fixedUsd }), [platform, pct, fixedUsd]);
}
