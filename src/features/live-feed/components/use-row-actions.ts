import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompsOf } from '../../../cards/components/comps-dialog';
import { useToast } from '../../../components/toast';
import { certificateOf, gradeNumber, type FeedEvent } from '../../../feed/model/feed-event';
import { setName, type ResolvedCard } from '../../../cards/model/card';
import { EMPTY_WATCH_FORM } from '../../../cards/components/watch-dialog';
import type { WatchFormValues } from '../../../cards/model/watch-form';
import type { PanelSelection } from '../../../panel-contract/panel-selection';
import type { RowActions } from './feed-row';
import { usePreview } from './image-preview';

/**
 * "Watch" on a row: its card and grade as the row resolved it (name, set and grade: any listing of that card and grade
 * is what a collector hunts), else its certificate, else the feed's name and grade; the target at the row's price.
 */
export function watchFormOf(event: FeedEvent, card: ResolvedCard | null | undefined): WatchFormValues {
  const grade = gradeNumber(event.grade);
  const target = event.priceUSD !== null && event.priceUSD > 0 ? String(Math.round(event.priceUSD * 100) / 100) : '';
  const gradeText = grade === null ? '' : String(grade);
  if (card)
    return { ...EMPTY_WATCH_FORM, by: 'card', name: card.name, set: setName(card.brand), grade: gradeText, target };
  const certificate = certificateOf(event.psaId);
  if (certificate !== null) return { ...EMPTY_WATCH_FORM, certificate, target };
  return { ...EMPTY_WATCH_FORM, by: 'card', name: event.name ?? '', grade: gradeText, target };
}

/**
 * What a row of a feed panel does: its picture enlarged, its token mint copied, its card chosen for the panels of the
 * link colour, its comps listed, its card watched. The actions keep their identity, so rows are not drawn again for them.
 */
export function useRowActions(
  titleOf: (event: FeedEvent) => string,
  choose: (card: Extract<PanelSelection, { kind: 'card' }>) => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const { preview, show, hide, close } = usePreview(titleOf);
  const [comps, setComps] = useState<CompsOf | null>(null);
  const [watching, setWatching] = useState<WatchFormValues | null>(null);
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
      watch: (event, card) => setWatching(watchFormOf(event, card)),
    }),
    [show, hide, toast, t, choose],
  );
  return {
    actions,
    preview,
    closePreview: close,
    comps,
    closeComps: () => setComps(null),
    watching,
    closeWatch: () => setWatching(null),
  };
}
