/**
 * The card marketplaces the live feed reports on, and what the app knows of each: the one place a platform is
 * named. Its id is the feed frames' `data.platform` value (DESIGN §5) and the key of everything kept per platform
 * (the feed history, the panels' ids and states, the buy bot's settings); the panels and menu entries, the history and
 * comps are made from this list. A fact that differs by platform (a fee, a link rule) belongs in its definition here.
 */

/** In the order the product lists them (the Pokémon menu: Courtyard, Phygitals, Collector Crypt). */
export const FEED_PLATFORMS = ['courtyard', 'phygitals', 'collector_crypt'] as const;
export type FeedPlatform = (typeof FEED_PLATFORMS)[number];

/** A frame that names no platform is Collector Crypt's: the feed began with it (DESIGN §5). */
export const DEFAULT_PLATFORM: FeedPlatform = 'collector_crypt';

/** What each platform delivers: its listings and its sales, each with a panel of its own. */
export const FEED_KINDS = ['listing', 'sale'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export interface FeedPlatformFacts {
  /** Its name as people read it, a key of the app's strings (whole keys type-check; a template over ids does not). */
  nameKey: `feed.platforms.${FeedPlatform}`;
  /** The first part of its panels' ids (`collector-crypt-listing`); saved layouts keep these ids. */
  panelSlug: string;
  /**
   * Ids it was kept under before it had one spelling: the buy bot's settings of older versions store Collector
   * Crypt under `collectorCrypto` (see docs/decisions/0120-one-id-per-platform.md). Read, never written.
   */
  formerIds: readonly string[];
  /** Its place on the buy bot's settings page, which follows SPEC §3: Collector Crypto, Phygitals, Courtyard. */
  settingsRank: number;
}

export const PLATFORM_FACTS: Readonly<Record<FeedPlatform, FeedPlatformFacts>> = {
  courtyard: { nameKey: 'feed.platforms.courtyard', panelSlug: 'courtyard', formerIds: [], settingsRank: 3 },
  phygitals: { nameKey: 'feed.platforms.phygitals', panelSlug: 'phygitals', formerIds: [], settingsRank: 2 },
  collector_crypt: {
    nameKey: 'feed.platforms.collector_crypt',
    panelSlug: 'collector-crypt',
    formerIds: ['collectorCrypto'],
    settingsRank: 1,
  },
};

/** The platforms in the buy bot's settings order. */
export const SETTINGS_PLATFORMS: readonly FeedPlatform[] = [...FEED_PLATFORMS].sort(
  (left, right) => PLATFORM_FACTS[left].settingsRank - PLATFORM_FACTS[right].settingsRank,
);

/** One feed: a platform's listings or its sales. */
export interface FeedSource {
  platform: FeedPlatform;
  kind: FeedKind;
}

/** Every feed, in menu order: each platform's listings, then its sales. */
export const FEED_SOURCES: readonly FeedSource[] = FEED_PLATFORMS.flatMap((platform) =>
  FEED_KINDS.map((kind) => ({ platform, kind })),
);

/** A feed's panel id, as saved layouts keep it: `courtyard-listing`, `courtyard-sales`. */
export const feedPanelId = ({ platform, kind }: FeedSource): string =>
  `${PLATFORM_FACTS[platform].panelSlug}-${kind === 'sale' ? 'sales' : 'listing'}`;
