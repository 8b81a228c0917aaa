import type { VenueEndpoint } from '../../config/parse-env.ts';
import type { VenueBudget } from './venue-budget.ts';

/** A venue's trading fee per fill, as a fraction of the notional traded (0.00045 is 0.045 %, 4.5 bps). */
export interface VenueFees {
  taker: number;
  maker: number;
}

/** A venue's base-tier perpetual fees (a new account: no volume, staking or referral), and where they were read. */
export interface BaseFees extends VenueFees {
  source: string;
}

export type AddressKind = 'evm' | 'solana';

/** What a venue's accounts are, as the app meets them: an address of some kind, and where spot is held. */
export interface VenueAccountFacts {
  /** The form of an account's public address (checked before any read, so a mistyped one is never sent). */
  address: AddressKind;
  /**
   * The account is a wallet that also holds spot (Pacifica's is a Solana wallet): a cash-and-carry's spot leg is what
   * that wallet holds.
   */
  walletHoldsSpot?: boolean;
}

/** A public call the app itself makes, which the dev server's proxy sends to see whether it reaches the venue. */
export interface ProxyProbe {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** The demo's simulation of the venue: which of the demo's markets it lists, and which it trades in lots. */
export interface VenueDemo {
  /** Base assets of the demo's catalogue (src/mocks/venues/market-sim.ts) that the venue lists. */
  markets: readonly string[];
  /** Markets the venue trades in lots (kPEPE, 1000PEPEUSDT): the lot. */
  lots?: Readonly<Record<string, number>>;
}

/**
 * What a venue is, as data: every table the app keeps about venues derives from these (the venue's folder,
 * src/markets/venues/<venue>/facts.ts). The configuration and the dev server's proxy need only the endpoint part (id,
 * variable, host, probe); the readers that go with the facts are in the venue's venue.ts (defineVenue).
 */
export interface VenueFacts extends VenueEndpoint {
  /** The proper name, the same in every language. */
  name: string;
  /** How the venue writes a perpetual's name: `quote` strips the quote part, so that its BTC market is BTC. */
  symbols: { quote: RegExp };
  fees: BaseFees;
  budget: VenueBudget;
  account: VenueAccountFacts;
  /** The dev server's proxy (scripts/venue-proxy.ts) probes the venue with this before reading it for real. */
  proxyProbe: ProxyProbe;
  demo: VenueDemo;
}

/** A venue's facts, checked by the compiler and kept with their literal id. */
export function defineFacts<const F extends VenueFacts>(facts: F): F {
  return facts;
}

/** The venues an app knows, and each one's facts: the built-in list, or the registry an app runs with. */
export interface KnownVenues {
  /** In the menu's order. */
  readonly ids: readonly string[];
  facts: (venue: string) => VenueFacts | undefined;
}

/** A list of facts as KnownVenues. */
export function knownVenuesOf(list: readonly VenueFacts[]): KnownVenues {
  const byId = new Map(list.map((facts) => [facts.id, facts]));
  return { ids: list.map((facts) => facts.id), facts: (venue) => byId.get(venue) };
}
