import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeedEvent, eventKey, certificateOf } from '../../../feed/model/feed-event';
import { PLATFORM_FACTS, type FeedPlatform } from '../../../feed/platforms';
import type { ResolvedCard } from '../../../cards/model/card';
import type { Comps } from '../../../cards/model/comps';
import type { BuyingCosts } from '../../../cards/model/net-deal';
import type { NetOf } from '../model/net-lookup';
import type { JudgementOf } from '../model/confidence-lookup';
import { List } from './feed-list-style';
import { FeedRow, type RowActions } from './feed-row';

interface FeedListProps {
  events: readonly FeedEvent[];
  platform: FeedPlatform;
  actions: RowActions;
  label: string;
  cardOf: (event: FeedEvent) => ResolvedCard | null | undefined;
  compsOf: (event: FeedEvent) => Comps | null;
  netOf: NetOf;
  judgementOf: JudgementOf;
  costs: BuyingCosts;
  /** The certificate chosen here or handed in by a linked panel: its rows are marked. */
  chosenCertificate: string | null;
  /** Rows from before the panel opened: each says when we saw it. */
  seen?: boolean;
}

/** One part of a feed panel's rows (live, or from before it opened) as a list; each row is a FeedRow (feed-row.tsx). */
export const FeedList = memo(function FeedList(props: FeedListProps) {
  const { events, platform, actions, label, cardOf, compsOf, netOf, judgementOf, costs, chosenCertificate } = props;
  const { seen = false } = props;
  const { t, i18n } = useTranslation();
  const platformName = t(PLATFORM_FACTS[platform].nameKey);
  return (
    <List aria-label={label}>
      {events.map((event) => (
        <FeedRow
          key={eventKey(event)}
          t={t}
          locale={i18n.language}
          event={event}
          platformName={platformName}
          actions={actions}
          card={cardOf(event)}
          comps={compsOf(event)}
          net={netOf(event)}
          judgement={judgementOf(event)}
          costs={costs}
          chosen={chosenCertificate !== null && certificateOf(event.psaId) === chosenCertificate}
          seen={seen}
        />
      ))}
    </List>
  );
});
