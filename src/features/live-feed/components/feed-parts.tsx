import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import type { ResolvedCard } from '../../../cards/model/card';
import type { Comps } from '../../../cards/model/comps';
import type { FeedEvent } from '../../../feed/model/feed-event';
import type { FeedPlatform } from '../../../feed/platforms';
import type { BuyingCosts } from '../../../cards/model/net-deal';
import type { NetOf } from '../model/net-lookup';
import type { JudgementOf } from '../model/confidence-lookup';
import { FeedList } from './feed-list';
import type { RowActions } from './feed-row';

interface FeedPartsProps {
  /** What arrived since the panel opened (on top), and what was seen before it (history and the session's earlier). */
  live: readonly FeedEvent[];
  earlier: readonly FeedEvent[];
  platform: FeedPlatform;
  actions: RowActions;
  cardOf: (event: FeedEvent) => ResolvedCard | null | undefined;
  compsOf: (event: FeedEvent) => Comps | null;
  netOf: NetOf;
  judgementOf: JudgementOf;
  costs: BuyingCosts;
  chosenCertificate: string | null;
}

/** A feed panel's rows: the live ones, then a divider and the ones from before the panel opened, each with its age. */
export function FeedParts({ live, earlier, ...rows }: FeedPartsProps) {
  const { t } = useTranslation();
  return (
    <>
      {live.length > 0 && <FeedList events={live} label={t('feed.events')} {...rows} />}
      {earlier.length > 0 && (
        <>
          <Divider
            role="separator"
            // A separator takes no name from its text: the same words, for screen readers.
            aria-label={t('feed.history.divider')}
            sx={{ typography: 'caption', color: 'text.secondary', my: 0.5 }}
          >
            {t('feed.history.divider')}
          </Divider>
          <FeedList events={earlier} label={t('feed.history.earlier')} seen {...rows} />
        </>
      )}
    </>
  );
}
