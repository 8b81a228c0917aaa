import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../auth/auth-context';
import { useAddToWatchlist, useSaveWatchlist, useWatchlist } from '../../../account-record/use-watchlist';
import { EMPTY_WATCH_FORM, WatchDialog } from '../../../cards/components/watch-dialog';
import type { WatchFormValues } from '../../../cards/model/watch-form';
import { cardComps } from '../../../cards/comps-board';
import { mayBeWatched, watchedWords, type WatchEntry } from '../../../cards/model/watchlist';
import { useCards } from '../../../cards/use-cards';
import { useSaleFacts } from '../../../cards/use-sale-facts';
import { errorText } from '../../../components/error-text';
import { SetAsideNotice } from '../../../components/set-aside-notice';
import { useClockStep } from '../../../components/use-clock';
import { certificateOf, gradeNumber } from '../../../feed/model/feed-event';
import { entryComps, lastListings } from '../model/watch-rows';
import { useSeenListings } from './use-seen-listings';
import { WatchRow } from './watch-row';

/** The ages on screen move by the minute. */
const MINUTE = 60_000;

type Editing = { kind: 'add' } | { kind: 'edit'; entry: WatchEntry; subject: string };

const formOf = (entry: WatchEntry): WatchFormValues =>
  entry.card.kind === 'certificate'
    ? { ...EMPTY_WATCH_FORM, certificate: entry.card.certificate, target: String(entry.targetUsd) }
    : {
        ...EMPTY_WATCH_FORM,
        by: 'card',
        name: entry.card.name,
        set: entry.card.set,
        grade: String(entry.card.grade),
        target: String(entry.targetUsd),
      };

/**
 * The Watchlist: the cards the collector hunts, each with its target price, its last listing seen, its comps' median,
 * the value's confidence and the card's trend. Cards are added here by hand, from a feed row or from ID to Price; the
 * list is kept in the account record, so it follows the user to another browser.
 */
export default function WatchlistPanel() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const watchlist = useWatchlist(user.id);
  const save = useSaveWatchlist(user.id);
  const { add, full } = useAddToWatchlist(user.id);
  const entries = useMemo(() => watchlist.data?.entries ?? [], [watchlist.data]);
  const listings = useSeenListings(user.id);
  const words = useMemo(() => watchedWords(entries), [entries]);
  // The listings that may be of a card watched by name are looked up (their set is the card's), and the entries'.
  const maybe = useMemo(() => listings.filter((event) => mayBeWatched(event.name, words)), [listings, words]);
  const wanted = useMemo(
    () => [
      ...entries.flatMap((entry) =>
        entry.card.kind === 'certificate' ? [{ certificate: entry.card.certificate, grade: null }] : [],
      ),
      ...maybe.flatMap((event) => {
        const certificate = certificateOf(event.psaId);
        return certificate === null ? [] : [{ certificate, grade: gradeNumber(event.grade) }];
      }),
    ],
    [entries, maybe],
  );
  const { book, version } = useCards(user.id, wanted);
  const sales = useSaleFacts(user.id, book, version);
  const now = useClockStep(MINUTE);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the book's version says a card arrived
  const last = useMemo(() => lastListings(entries, listings, book.card), [entries, listings, book, version]);
  const [editing, setEditing] = useState<Editing | null>(null);

  if (watchlist.isPending) return <CircularProgress sx={{ m: 2 }} aria-label={t('watchlist.loading')} />;
  if (watchlist.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => void watchlist.refetch()}>{t('watchlist.retry')}</Button>}
      >
        {t('watchlist.loadFailed', { reason: errorText(watchlist.error, t) })}
      </Alert>
    );
  }
  const skipped = watchlist.data.skipped;
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <SetAsideNotice count={skipped} title={t('watchlist.skippedTitle')} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('watchlist.count', { count: entries.length })}
        </Typography>
        <Button variant="contained" size="small" onClick={() => setEditing({ kind: 'add' })}>
          {t('watchlist.add')}
        </Button>
      </Stack>
      {save.isError && (
        <Alert severity="error">{t('watchlist.saveFailed', { reason: errorText(save.error, t) })}</Alert>
      )}
      {entries.length === 0 ? (
        <Typography variant="body2">{t('watchlist.empty')}</Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, p: 0 }} aria-label={t('panels.watchlist')}>
          {entries.map((entry) => {
            const seen = last.get(entry.id);
            const { said, card } = entryComps(entry, seen, book.card);
            const comps = cardComps(sales, said, card);
            const resolved = entry.card.kind === 'certificate' ? book.card(entry.card.certificate) : undefined;
            return (
              <WatchRow
                key={entry.id}
                entry={entry}
                card={resolved}
                last={seen}
                comps={comps}
                now={now}
                removing={save.isPending}
                onEdit={(subject) => setEditing({ kind: 'edit', entry, subject })}
                onRemove={() => save.mutate({ kind: 'remove', id: entry.id })}
              />
            );
          })}
        </Stack>
      )}
      {editing?.kind === 'add' && (
        <WatchDialog initial={EMPTY_WATCH_FORM} full={full} onClose={() => setEditing(null)} onSave={add} />
      )}
      {editing?.kind === 'edit' && (
        <WatchDialog
          initial={formOf(editing.entry)}
          targetOnly
          subject={editing.subject}
          onClose={() => setEditing(null)}
          onSave={async ({ targetUsd }) => {
            await save.mutateAsync({ kind: 'target', id: editing.entry.id, targetUsd });
          }}
        />
      )}
    </Stack>
  );
}
