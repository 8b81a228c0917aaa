import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/numbers';
import { useSignedInUser } from '../../../auth/auth-context';
import { CompsList } from '../../../cards/components/comps-list';
import { cardComps } from '../../../cards/comps-board';
import { pricedComps } from '../../../cards/model/card-comps';
import { useCards } from '../../../cards/use-cards';
import { useSaleFacts } from '../../../cards/use-sale-facts';
import { judgeValue } from '../../../cards/model/value-confidence';
import { confidenceBadge, confidenceWhy, trendWhy, trendWord } from '../../../cards/components/confidence-text';
import { useClock } from '../../../components/use-clock';
import type { LookupOutcome } from '../model/lookup';
import { useAddToWatchlist } from '../../../account-record/use-watchlist';
import { EMPTY_WATCH_FORM, WatchDialog } from '../../../cards/components/watch-dialog';
import { setName } from '../../../cards/model/card';
import type { WatchFormValues } from '../../../cards/model/watch-form';

/**
 * "Watch" on the card priced: its name, set and grade (a PSA grade; another company's is left for the user to give as
 * PSA's), the target at the estimate.
 */
function watchFormOf({ details, query }: Extract<LookupOutcome, { ok: true }>): WatchFormValues {
  return {
    ...EMPTY_WATCH_FORM,
    by: 'card',
    name: details.name,
    set: setName(details.brand),
    grade: query.company === 'PSA' ? String(query.grade) : '',
    target: details.price > 0 ? String(Math.round(details.price * 100) / 100) : '',
  };
}

/** The Watch button and its dialog. */
function WatchButton({ outcome }: { outcome: Extract<LookupOutcome, { ok: true }> }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { add, full } = useAddToWatchlist(user.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
        {t('watchlist.watch')}
      </Button>
      {open && <WatchDialog initial={watchFormOf(outcome)} full={full} onClose={() => setOpen(false)} onSave={add} />}
    </>
  );
}

const NO_CARDS: never[] = [];

/**
 * The sales the feeds delivered (stored and live) of the card looked up, at its grade: the feeds' grades are PSA's, so a
 * BGS or CGC grade has none to compare with.
 */
function useLookupComps({ details, query }: Extract<LookupOutcome, { ok: true }>) {
  const user = useSignedInUser();
  const { book, version } = useCards(user.id, NO_CARDS);
  const sales = useSaleFacts(user.id, book, version);
  return useMemo(() => {
    // A certificate the feeds' rows resolved is the same card to comps as in those rows: one figure for both.
    const said = {
      certificate: query.certNumber,
      feedName: details.name,
      grade: query.company === 'PSA' ? query.grade : null,
    };
    const card = query.certNumber ? book.card(query.certNumber) : undefined;
    const comps = cardComps(sales, said, card);
    return comps === null ? null : pricedComps(comps, details.price);
    // The book's version is what says a card arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [details, query, sales, book, version]);
}

/** How sure the estimate is, against the sales seen (why in its tooltip), and the card's trend where they show one. */
function ValueConfidenceLine({ comps, predicted }: { comps: ReturnType<typeof useLookupComps>; predicted: number }) {
  const { t, i18n } = useTranslation();
  // One card on screen: judged against the shared clock, so the last sale's age stays true while it is shown.
  const now = useClock();
  const judgement = useMemo(
    () => judgeValue({ basis: 'valuation', comps, feedValue: null, predicted }, now),
    [comps, predicted, now],
  );
  const trend = trendWord(judgement, t);
  return (
    <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
      <span title={confidenceWhy(judgement, t, i18n.language)}>{confidenceBadge(judgement, t)}</span>
      {trend !== null && <span title={trendWhy(judgement, t, i18n.language) ?? undefined}>{` · ${trend}`}</span>}
    </Typography>
  );
}

/** The card priced: its name, brand and number, Alt's estimate at the grade asked, and the comps seen. */
export function ResultCard({ outcome }: { outcome: Extract<LookupOutcome, { ok: true }> }) {
  const { t, i18n } = useTranslation();
  const { details, query } = outcome;
  const price = formatMoney(details.price, details.currency, i18n.language);
  const comps = useLookupComps(outcome);
  return (
    <Card variant="outlined" component="section" aria-label={t('priceLookup.result')}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {details.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[details.brand, details.cardNumber && t('priceLookup.cardNumber', { number: details.cardNumber })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('priceLookup.estimated', { company: query.company, grade: query.grade })}
        </Typography>
        <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {price}
        </Typography>
        <ValueConfidenceLine comps={comps} predicted={details.price} />
        <WatchButton outcome={outcome} />
        <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
          {t('cards.comps.heading')}
        </Typography>
        <CompsList comps={comps} label={t('cards.comps.heading')} predicted={details.price} />
      </CardContent>
    </Card>
  );
}
