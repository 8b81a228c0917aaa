import { certificateOf, gradeNumber, type FeedEvent } from '../../feed/model/feed-event';
import { cardNameKey } from './comps';
import { setName, type ResolvedCard } from './card';

/**
 * The collector's watchlist: cards they hunt, each with a target price in USD. A card is named by its PSA certificate,
 * or by name + set + grade (half grades such as 8.5 allowed). A listing of a watched card at or under its target is a
 * watchlist match. Matching is one Map lookup per key of the listing, never a scan of the entries, so that the feed's
 * flood stays cheap however long the list is.
 */

/** The most entries a watchlist keeps (the account record's field stays small). */
export const MAX_WATCH_ENTRIES = 200;
/** The highest target accepted: above any card the feeds list. */
export const MAX_TARGET_USD = 10_000_000;
export const MAX_WATCH_TEXT = 120;

export type WatchCard =
  { kind: 'certificate'; certificate: string } | { kind: 'card'; name: string; set: string; grade: number };

export interface WatchEntry {
  /** Stable within the list: edits and removals name it. */
  id: string;
  card: WatchCard;
  targetUsd: number;
  /** When it was added, ISO 8601. */
  addedAt: string;
}

/** A grade from 1 to 10 in whole or half steps: what PSA gives. */
export function isWatchGrade(grade: number): boolean {
  return Number.isFinite(grade) && grade >= 1 && grade <= 10 && Number.isInteger(grade * 2);
}

/** A target a listing can be compared with: a finite amount above zero and within bounds. */
export function isWatchTarget(target: number): boolean {
  return Number.isFinite(target) && target > 0 && target <= MAX_TARGET_USD;
}

/** A set's name as a key: "Pokemon Base Set" and "base set" are one set (the game is implied). */
export const setKey = (set: string): string => cardNameKey(setName(set));

/** The lookup key of a watched card: its certificate, or its name, set and grade as keys. */
export function watchKey(card: WatchCard): string | null {
  if (card.kind === 'certificate') return /^\d{1,40}$/.test(card.certificate) ? `cert:${card.certificate}` : null;
  const name = cardNameKey(card.name);
  const set = setKey(card.set);
  if (name === '' || set === '' || !isWatchGrade(card.grade)) return null;
  return `card:${name}|${set}|${card.grade}`;
}

/** What a listing is known as: its certificate, the names it goes by, its set once resolved, its grade. */
export interface ListingIdentity {
  certificate: string | null;
  names: readonly string[];
  set: string | null;
  grade: number | null;
}

/** A feed listing's identity: its certificate and grade as the feed says, its names and set once its card resolved. */
export function listingIdentity(
  event: Pick<FeedEvent, 'psaId' | 'name' | 'grade'>,
  card: ResolvedCard | null | undefined,
): ListingIdentity {
  return {
    certificate: certificateOf(event.psaId),
    names: [event.name, card?.name].filter((name): name is string => Boolean(name)),
    set: card ? card.brand : null,
    grade: gradeNumber(event.grade),
  };
}

/** Every key a listing can be watched under (a certificate first). */
export function listingKeys(listing: ListingIdentity): string[] {
  const keys: string[] = [];
  if (listing.certificate !== null) keys.push(`cert:${listing.certificate}`);
  if (listing.set === null || listing.grade === null || !isWatchGrade(listing.grade)) return keys;
  const set = setKey(listing.set);
  if (set === '') return keys;
  for (const name of new Set(listing.names.map(cardNameKey))) {
    if (name !== '') keys.push(`card:${name}|${set}|${listing.grade}`);
  }
  return keys;
}

export type WatchIndex = ReadonlyMap<string, readonly WatchEntry[]>;

/** The entries by key, built once per change of the list. Entries whose card or target is not sound are left out. */
export function watchIndex(entries: readonly WatchEntry[]): WatchIndex {
  const index = new Map<string, WatchEntry[]>();
  for (const entry of entries) {
    const key = watchKey(entry.card);
    if (key === null || !isWatchTarget(entry.targetUsd)) continue;
    const list = index.get(key);
    if (list) list.push(entry);
    else index.set(key, [entry]);
  }
  return index;
}

/**
 * The watched entry a listing at this price meets: of those whose target it is at or under, the one with the lowest
 * target (the user's sharpest wish). Null without a price that can be believed, or without a match.
 */
export function watchMatch(index: WatchIndex, listing: ListingIdentity, priceUsd: number | null): WatchEntry | null {
  if (priceUsd === null || !Number.isFinite(priceUsd) || priceUsd <= 0 || index.size === 0) return null;
  let best: WatchEntry | null = null;
  for (const key of listingKeys(listing)) {
    for (const entry of index.get(key) ?? []) {
      if (priceUsd <= entry.targetUsd && (best === null || entry.targetUsd < best.targetUsd)) best = entry;
    }
  }
  return best;
}

/** Whether a listing is of the watched card at all, whatever its price (the panel's "last listing seen"). */
export function watchesListing(entry: WatchEntry, listing: ListingIdentity): boolean {
  const key = watchKey(entry.card);
  return key !== null && listingKeys(listing).includes(key);
}

/** Words shorter than this say too little of a card ("ex", "v") to be worth a lookup. */
const MIN_WORD = 3;
const wordsOf = (name: string) =>
  cardNameKey(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD);

/**
 * The words of the names watched by name + set + grade. A listing whose certificate is not resolved yet is looked up
 * only when its feed name holds one of them (one Set lookup per word of the name): a listing of another card is never
 * looked up for the watchlist's sake.
 */
export function watchedWords(entries: readonly WatchEntry[]): ReadonlySet<string> {
  const words = new Set<string>();
  for (const entry of entries)
    if (entry.card.kind === 'card') for (const word of wordsOf(entry.card.name)) words.add(word);
  return words;
}

/** Whether a feed name may be of a card watched by name (see watchedWords). */
export function mayBeWatched(name: string | null, words: ReadonlySet<string>): boolean {
  return name !== null && words.size > 0 && wordsOf(name).some((word) => words.has(word));
}
