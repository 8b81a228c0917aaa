/**
 * The demo backend's data: one in-memory database shared by every handler, seeded with the demo users.
 * In the browser it is copied to sessionStorage so the demo survives a reload; under test it starts fresh.
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
 * (the demo's venue handlers answer for these addresses with moving balances, positions and fills), and one strategy.
 */
export const DEMO_VOLUME_BOT_ADDRESSES = {
  hyperliquid: '0x7d2f0c3a9b4e5f60718293a4b5c6d7e8f9012ab3',
  lighter: '0x3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f401',
  pacifica: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
} as const;

const DEMO_SAVED_AT = '2026-11-20T09:30:00.000Z';
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
  bots: {},
  selectedBot: null,
  updatedAt: DEMO_SAVED_AT,
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
        volumeBot: DEMO_VOLUME_BOT,
      },
      {
        id: '2',
        documentId: 'doc-demo2fa',
        username: DEMO_USERS.twoFactor,
        email: 'demo2fa@poolbot.example',
        password: DEMO_PASSWORD,
        twoFAEnabled: true,
        twoFASecret: DEMO_TOTP_SECRET,
      },
    ],
    sessions: {},
    wallets: [],
    accessList: [],
  };
}

let state: DbState = seed();
let persistTo: { storage: Storage; key: string } | null = null;

export function db(): DbState {
  return state;
}

/** Every handler that changes the database calls this once it is done. */
export function commit(): void {
  if (!persistTo) return;
  try {
    persistTo.storage.setItem(persistTo.key, JSON.stringify(state));
  } catch {
    // The demo keeps working in memory when storage is full or disabled.
  }
}

export function resetDb(): void {
  state = seed();
  commit();
}

export function persistDb(storage: Storage, key: string): void {
  persistTo = { storage, key };
  try {
    const saved = storage.getItem(key);
    if (saved) {
      const parsed = JSON.parse(saved) as Partial<DbState>;
      if (Array.isArray(parsed.users) && Array.isArray(parsed.wallets)) state = { ...seed(), ...parsed };
    }
  } catch {
    state = seed();
  }
}

export type PublicUser = Omit<DbUser, 'password' | 'twoFASecret'>;

export function publicUser(user: DbUser): PublicUser {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { password, twoFASecret, ...rest } = user;
  return rest;
}

export function findUser(idOrDocumentId: string): DbUser | undefined {
  return state.users.find((user) => user.id === idOrDocumentId || user.documentId === idOrDocumentId);
}

export function newId(): string {
  return crypto.randomUUID();
}
