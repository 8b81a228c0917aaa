import { memo, useCallback } from 'react';
import { replaceEqualDeep } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FeedEvent, eventKey, certificateOf, gradeNumber } from '../../../feed/model/feed-event';
import { shortAddress } from '../../../components/short-address';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import { formatAgo, formatDateTime } from '../../../lib/format/time';
import { useClockText } from '../../../components/use-clock';
import { cardLabel, cardWhere, gradeKeptTogether, type ResolvedCard } from '../../../cards/model/card';
import type { Comps } from '../../../cards/model/comps';
import { dealOnlyGross, type BuyingCosts, type NetGap } from '../../../cards/model/net-deal';
import { tooLittle } from '../../../cards/model/confidence';
import type { ValueJudgement } from '../../../cards/model/value-confidence';
import { costsText, eventTitle, marketValue, netLine } from './feed-row-text';
import { ValueConfidence } from './value-confidence';
import { CompsLine } from './comps-line';

/**
 * The rows' icons as plain SVG (Material's ContentCopy, OpenInNew, VisibilityOutlined and ImageNotSupportedOutlined paths): an MUI icon
 * component is a styled component, and the busiest feed makes hundreds of rows a second.
 */
const ICON_PATHS = {
  copy: 'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
  watch:
    'M12 6.5c3.79 0 7.17 2.13 8.82 5.5-1.65 3.37-5.02 5.5-8.82 5.5S4.83 15.37 3.18 12C4.83 8.63 8.21 6.5 12 6.5m0-2C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5m0 5c1.38 0 2.5 1.12 2.5 2.5s-1.12 2.5-2.5 2.5-2.5-1.12-2.5-2.5 1.12-2.5 2.5-2.5m0-2c-2.48 0-4.5 2.02-4.5 4.5s2.02 4.5 4.5 4.5 4.5-2.02 4.5-4.5-2.02-4.5-4.5-4.5',
  open: 'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z',
  noImage:
    'm21.9 21.9-6.1-6.1-2.69-2.69L5 5 3.59 3.59 2.1 2.1.69 3.51 3 5.83V19c0 1.1.9 2 2 2h13.17l2.31 2.31zM5 19V7.83l6.84 6.84-.84 1.05L9 13l-3 4h8.17l2 2zM7.83 5l-2-2H19c1.1 0 2 .9 2 2v13.17l-2-2V5z',
} as const;

function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/** Holds an empty line's height. */
const NO_BREAK_SPACE = '\u00a0';

/** When we saw an event that came before the panel opened ("Seen 2 hours ago"), ticking with the shared clock. */
const SeenAge = memo(function SeenAge({ time, locale, t }: { time: number; locale: string; t: TFunction }) {
  const text = useCallback(
    (now: number) => t('feed.history.seen', { age: formatAgo(time, now, locale) }),
    [time, locale, t],
  );
  const ref = useClockText<HTMLTimeElement>(text);
  return (
    <p className="feed-meta">
      <time ref={ref} dateTime={new Date(time).toISOString()} title={formatDateTime(time, locale) ?? undefined} />
    </p>
  );
});

/** How long ago, ticking with the shared clock (without rendering the row); the date and time on hover. */
const EventAge = memo(function EventAge({ time, locale, t }: { time: number | null; locale: string; t: TFunction }) {
  if (time === null) return <span className="feed-age">{t('feed.timeUnknown')}</span>;
  return <TickingAge time={time} locale={locale} />;
});

function TickingAge({ time, locale }: { time: number; locale: string }) {
  const text = useCallback((now: number) => formatAgo(time, now, locale) ?? '', [time, locale]);
  const ref = useClockText<HTMLTimeElement>(text);
  return (
    <time
      ref={ref}
      className="feed-age"
      dateTime={new Date(time).toISOString()}
      title={formatDateTime(time, locale) ?? undefined}
    />
  );
}

export interface RowActions {
  /** Shows the picture large: while hovered or focused, or until closed when `pinned` (a click, a tap). */
  preview: (anchor: HTMLElement, event: FeedEvent, pinned: boolean) => void;
  unpreview: (anchor: HTMLElement) => void;
  copyMint: (event: FeedEvent) => void;
  /** The user chose the row's card: the panels of its link colour follow. */
  choose: (event: FeedEvent, card: ResolvedCard | null | undefined) => void;
  /** Opens the "Watch a card" dialog for the row's card, its target at the row's price. */
  watch: (event: FeedEvent, card: ResolvedCard | null | undefined) => void;
  /** Opens the list of the sales seen of the row's card and grade. */
  showComps: (name: string, comps: Comps, predicted: number | null) => void;
}

interface RowProps {
  /** The list's translation and language, handed down: a hook per row would be hundreds of i18n subscriptions. */
  t: TFunction;
  locale: string;
  event: FeedEvent;
  platformName: string;
  actions: RowActions;
  /** The certificate's card: undefined while unresolved, null when the valuation does not know it. */
  card: ResolvedCard | null | undefined;
  comps: Comps | null;
  /** The gap after the platform's buying costs, where the market value is known. */
  net: NetGap | null;
  costs: BuyingCosts;
  /** The market value's confidence and the card's trend, where the value is known. */
  judgement: ValueJudgement | null;
  chosen: boolean;
  /** Says when we saw it: the row came before the panel opened. */
  seen: boolean;
}

/** The figures a row's lookups work out anew whenever a card resolves or a sale comes. */
const WORKED_OUT = new Set<keyof RowProps>(['comps', 'net', 'judgement']);

/**
 * Whether a row would show the same: its props the same, or its worked-out figures of the same values. The lookups
 * are made anew whenever a card resolves or a sale comes (a few times a second mid-flood), and new objects of the same
 * values would render every row of both lists again instead of the rows that changed.
 */
function sameRow(before: RowProps, after: RowProps): boolean {
  return (Object.keys(after) as (keyof RowProps)[]).every(
    (key) =>
      before[key] === after[key] || (WORKED_OUT.has(key) && replaceEqualDeep(before[key], after[key]) === before[key]),
  );
}

/** One listing or sale. Every value from the feed is rendered as text; links and images are http(s) only. */
export const FeedRow = memo(function FeedRow(props: RowProps) {
  const { t, locale, event, platformName, actions, card, comps, net, costs, judgement, chosen, seen } = props;
  // Resolved: "Charizard Holo · Base Set #4 · PSA 9", with the certificate below; else as the feed says it.
  const title = card ? cardLabel(card, gradeNumber(event.grade)) : eventTitle(event, t);
  // With too little to go on (Low confidence) the row names the value but no gap, no % and no "Good deal".
  const thin = tooLittle(judgement?.level ?? null);
  const value = marketValue(event, card, comps, t, locale, { gap: !thin });
  const netText = net === null || thin ? null : netLine(net, t, locale);
  const comparison = [value.text, netText].filter(Boolean).join(' · ');
  // A deal before the platform's costs that they undo is no deal: the row says why in the value's tooltip.
  const grossOnly = dealOnlyGross(net);
  const valueTitle = grossOnly
    ? t('cards.net.grossOnly', { source: value.source ?? '', costs: costsText(costs, platformName, t, locale) })
    : value.source;
  const meta = (
    card
      ? [t('cards.certificate', { id: certificateOf(event.psaId) ?? '' })]
      : [event.psaId && t('feed.psa', { id: event.psaId }), event.grade && t('feed.grade', { grade: event.grade })]
  )
    .filter(Boolean)
    .join(' · ');
  // The set, number and grade have a line of their own, held while the card is looked up (a second or so): the row
  // keeps its height when they arrive, and the list does not jump under the reader.
  const cardLine = card ? cardWhere(card, gradeNumber(event.grade)) : '';
  const { image } = event;
  return (
    <li className="feed-row" data-key={eventKey(event)}>
      {image ? (
        <button
          type="button"
          className="feed-thumb"
          aria-label={t('feed.enlarge', { name: title })}
          onMouseEnter={(mouse) => actions.preview(mouse.currentTarget, event, false)}
          onMouseLeave={(mouse) => actions.unpreview(mouse.currentTarget)}
          onFocus={(focus) => actions.preview(focus.currentTarget, event, false)}
          onBlur={(blur) => actions.unpreview(blur.currentTarget)}
          onClick={(click) => actions.preview(click.currentTarget, event, true)}
        >
          <img src={image} alt={title} loading="lazy" referrerPolicy="no-referrer" />
        </button>
      ) : (
        <span className="feed-thumb">
          <Icon name="noImage" />
        </span>
      )}
      <div className="feed-body">
        <div className="feed-head">
          <button
            type="button"
            className="feed-title"
            aria-pressed={chosen}
            // Named by the whole label; the line shows the name (one line, the whole of it on hover).
            aria-label={title}
            title={title}
            onClick={() => actions.choose(event, card)}
          >
            {card ? card.name : gradeKeptTogether(title)}
          </button>
          <EventAge time={event.time} locale={locale} t={t} />
        </div>
        <p className="feed-meta feed-set" aria-hidden={cardLine === '' ? true : undefined}>
          {cardLine === '' ? NO_BREAK_SPACE : cardLine}
        </p>
        {meta && <p className="feed-meta">{meta}</p>}
        <p className="feed-price">
          {event.priceSOL !== null ? `${formatNumber(event.priceSOL, locale, { maxDigits: 3 })} SOL` : '—'}
          {event.priceUSD !== null ? ` · ${formatUsd(event.priceUSD, locale)}` : ''}
        </p>
        <div className="feed-value">
          {event.isGoodDeal && !grossOnly && !thin ? (
            <span className="feed-deal" title={value.source}>
              {comparison ? `${t('feed.goodDeal')} · ${comparison}` : t('feed.goodDeal')}
            </span>
          ) : (
            // The market value's line is held too: the valuation's figure arrives with the card.
            <p className="feed-compare" title={valueTitle} aria-hidden={comparison ? undefined : true}>
              {comparison || NO_BREAK_SPACE}
            </p>
          )}
          {judgement && <ValueConfidence judgement={judgement} t={t} locale={locale} />}
        </div>
        {comps && (
          <CompsLine
            comps={comps}
            name={title}
            predicted={card?.predictedPrice ?? null}
            gap={!thin}
            t={t}
            locale={locale}
            onOpen={actions.showComps}
          />
        )}
        {seen && <SeenAge time={event.receivedAt} locale={locale} t={t} />}
        {event.kind === 'sale' && (
          <p className="feed-meta">
            {t('feed.buyer', { who: event.buyer ? shortAddress(event.buyer) : t('feed.unknown') })} ·{' '}
            {t('feed.seller', { who: event.seller ? shortAddress(event.seller) : t('feed.unknown') })}
          </p>
        )}
      </div>
      <div className="feed-actions">
        <button
          type="button"
          className="feed-icon"
          aria-label={t('feed.copyMint', { name: title })}
          title={t('feed.copyMintHint')}
          onClick={() => actions.copyMint(event)}
        >
          <Icon name="copy" />
        </button>
        {event.kind === 'listing' && (
          <button
            type="button"
            className="feed-icon"
            aria-label={t('watchlist.watchOf', { card: title })}
            title={t('watchlist.watch')}
            onClick={() => actions.watch(event, card)}
          >
            <Icon name="watch" />
          </button>
        )}
        {event.link && (
          <a
            className="feed-icon"
            href={event.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('feed.open', { name: title, platform: platformName })}
          >
            <Icon name="open" />
          </a>
        )}
      </div>
    </li>
  );
}, sameRow);
