import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompsOf } from '../../../cards/components/comps-dialog';
import { useToast } from '../../../components/toast';
import { certificateOf, type FeedEvent } from '../../../feed/model/feed-event';
import type { PanelSelection } from '../../../panel-contract/panel-selection';
import type { RowActions } from './feed-list';
import { usePreview } from './image-preview';

/**
 * What a row of a feed panel does: its picture enlarged, its token mint copied, its card chosen for the panels of the
 * link colour, its comps listed. The actions keep their identity, so rows are not drawn again for them.
 */
export function useRowActions(
  titleOf: (event: FeedEvent) => string,
  choose: (card: Extract<PanelSelection, { kind: 'card' }>) => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const { preview, show, hide, close } = usePreview(titleOf);
  const [comps, setComps] = useState<CompsOf | null>(null);
  const actions = useMemo<RowActions>(
    () => ({
      preview: show,
      unpreview: hide,
      copyMint: (event) => {
        navigator.clipboard.writeText(event.tokenMint).then(
          () => toast(t('feed.mintCopied')),
          () => toast(t('feed.mintNotCopied'), 'error'),
        );
      },
      choose: (event, card) => {
        const certificate = certificateOf(event.psaId);
        if (certificate === null) return;
        const name = card?.name ?? event.name;
        choose({
          kind: 'card',
          certificate,
          ...(event.grade === null ? {} : { grade: event.grade }),
          ...(name ? { name } : {}),
        });
      },
      showComps: (name, shown, predicted) => setComps({ name, comps: shown, predicted }),
    }),
    [show, hide, toast, t, choose],
  );
  return { actions, preview, closePreview: close, comps, closeComps: () => setComps(null) };
}
