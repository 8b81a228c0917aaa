/**
 * The demo backend's data: one in-memory database shared by every handler, seeded with the demo users.
 * In the browser it is copied to localStorage, so the demo survives a reload and every tab of the browser talks to
 * the same backend (a session opened in one tab is known in the next, as a real server's would be); under test it
 * starts fresh.
 */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const DEMO_USERS = { plain: 'demo', twoFactor: 'demo2fa' } as const;

export interface DbUser {
  id: string;
  documentId: string;
  username: string;
  email: string;
  password: string;
  twoFAEnabled: boolean;
  twoFASecret?: string;
  emailVinted?: string;
  passwordVinted?: string;
  vintedUpdatedAt?: string;
  botSettings?: unknown;
  volumeBot?: unknown;
  /** The collector's own buying costs per card platform (account-record/buying-costs.ts). */
  buyingCosts?: unknown;
  /** My Balance's margin-use warning level (account-record/margin-warning.ts). */
  marginWarning?: unknown;
  /** The collector's watchlist: cards and target prices (account-record/watchlist.ts). */
  watchlist?: unknown;
}

export interface DbWallet {
  id: string;
  userId: string;
  address: string;
  publicKey: string;
  /** The 64-byte secret key: the demo backend is the one place that holds it. */
  secretKey: number[];
  createdAt: string;
}

export interface DbState {
  users: DbUser[];
  /** token → user id */
  sessions: Record<string, string>;
  wallets: DbWallet[];
  accessList: string[];
}

/**
 * The demo user's volume bots: public account addresses on the three venues whose accounts can be read without a key
 * (the demo's venue handlers answer for these addresses with moving balances, positions and fills), and the
 * strategies whose legs those accounts hold.
 */
export const DEMO_VOLUME_BOT_ADDRESSES = {
  hyperliquid: '0x7d2f0c3a9b4e5f60718293a4b5c6d7e8f9012ab3',
  lighter: '0x3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f401',
  pacifica: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
} as const;

const DEMO_SAVED_AT = '2026-11-20T09:30:00.000Z';

function demoStrategy(market: string) {
  return {
    market,
    sizeUsd: 3_000,
    leverage: 3,
    openSpreadApr: 12,
    closeSpreadApr: 3,
    maxHoldHours: 168,
    savedAt: DEMO_SAVED_AT,
  };
}
const DEMO_VOLUME_BOT = {
  exchanges: Object.fromEntries(
    Object.entries(DEMO_VOLUME_BOT_ADDRESSES).map(([venue, address]) => [
      venue,
      {
        enabled: true,
        address,
        markets: ['BTC', 'ETH', 'SOL'],
        targetDailyVolumeUsd: 50_000,
        maxPositionUsd: 5_000,
        maxLeverage: 5,
        savedAt: DEMO_SAVED_AT,
      },
    ]),
  ),
  bots: {
    // Lighter short SOL against Pacifica long SOL, 0.6 % apart: balanced (src/mocks/venues/account-sim.ts).
    lighterPacificaFundingRate: demoStrategy('SOL'),
    // Hyperliquid short BTC against Pacifica long BTC, 8 % apart: imbalanced.
    hyperliquidPacificaDeltaNeutral: demoStrategy('BTC'),
  },
  selectedBot: null,
  updatedAt: DEMO_SAVED_AT,
};

/**
 * The two-factor demo user trades the same accounts, with Hyperliquid and Pacifica on ETH: Hyperliquid holds an ETH
 * short, Pacifica no ETH, so that strategy is open with one leg only.
 */
const DEMO_2FA_VOLUME_BOT = {
  ...DEMO_VOLUME_BOT,
  bots: { hyperliquidPacificaDeltaNeutral: demoStrategy('ETH') },
};

function seed(): DbState {
  return {
    users: [
      {
        id: '1',
        documentId: 'doc-demo',
        username: DEMO_USERS.plain,
        email: 'demo@poolbot.example',
        password: DEMO_PASSWORD,
        twoFAEnabled: false,
        // A copy each time: a change to the settings (a test's, or the demo user's) must not outlive resetDb().
        volumeBot: structuredClone(DEMO_VOLUME_BOT),
      },
      {
        id: '2',
        documentId: 'doc-demo2fa',
        username: DEMO_USERS.twoFactor,
        email: 'demo2fa@poolbot.example',
        password: DEMO_PASSWORD,
        twoFAEnabled: true,
        twoFASecret: DEMO_TOTP_SECRET,
        volumeBot: structuredClone(DEMO_2FA_VOLUME_BOT),
      },
    ],
    sessions: {},
    wallets: [],
    accessList: [],
  };
}

let state: DbState = seed();
let persistTo: { storage: Storage; key: string } | null = null;
/** The stored text the in-memory state was last read from or written as; anything else was written by another tab. */
let lastSeen: string | null = null;

function parseState(text: string): DbState | null {
  try {
    const parsed = JSON.parse(text) as Partial<DbState> | null;
    if (parsed && Array.isArray(parsed.users) && Array.isArray(parsed.wallets)) return { ...seed(), ...parsed };
  } catch {
    // Unreadable: not a database this demo wrote.
  }
  return null;
}

/** Takes up what another tab has written since this one last read or wrote. */
function catchUp(): void {
  if (!persistTo) return;
  let stored: string | null;
  try {
    stored = persistTo.storage.getItem(persistTo.key);
  } catch {
    return;
  }
  if (stored === null || stored === lastSeen) return;
  lastSeen = stored;
  // Unreadable text (storage edited by hand) leaves the working database as it is; the next change overwrites it.
  state = parseState(stored) ?? state;
}

export function db(): DbState {
  catchUp();
  return state;
}

/** Every handler that changes the database calls this once it is done. */
export function commit(): void {
  if (!persistTo) return;
  const text = JSON.stringify(state);
  try {
    persistTo.storage.setItem(persistTo.key, text);
    lastSeen = text;
  } catch {
    // The demo keeps working in memory when storage is full or disabled.
  }
}

export function resetDb(): void {
  state = seed();
  commit();
}

/**
 * Keeps the database in `storage` under `key`: read back now, written after every change, and read again before
 * each use when another tab has written it since. Returns what stops it (the database then lives in memory only).
 */
export function persistDb(storage: Storage, key: string): () => void {
  persistTo = { storage, key };
  lastSeen = null;
  state = seed();
  catchUp();
  return () => {
    persistTo = null;
    lastSeen = null;
  };
}

export type PublicUser = Omit<DbUser, 'password' | 'twoFASecret'>;

export function publicUser(user: DbUser): PublicUser {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { password, twoFASecret, ...rest } = user;
  return rest;
}

export function findUser(idOrDocumentId: string): DbUser | undefined {
  return db().users.find((user) => user.id === idOrDocumentId || user.documentId === idOrDocumentId);
}

export function newId(): string {
  return crypto.randomUUID();
}
