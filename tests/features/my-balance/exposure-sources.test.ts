import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeSettings, VolumeBotSettings } from '../../../src/account-record/volume-bot';
import {
  exposureInputs,
  spotInputs,
  uncountedSources,
  walletAssets,
  type WalletAssetRead,
} from '../../../src/features/my-balance/components/exposure-inputs';
import { netExposure } from '../../../src/features/my-balance/model/net-exposure';
import { ApiError } from '../../../src/lib/api-error';
import type { SourceRead } from '../../../src/markets/accounts/use-reads';
import type { AccountView } from '../../../src/markets/accounts/use-venue-accounts';
import type { AccountBalance, AccountPosition } from '../../../src/markets/model/account';
import type { BuiltInVenueId } from '../../../src/markets/model/venues';
import type { WalletHolding } from '../../../src/markets/solana/wallet-holding';
import { boardOf, quote } from '../../markets/quote-fixtures';

const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM = '0x1111111111111111111111111111111111111111';
const FAILED = new ApiError({ kind: 'http', status: 503 });

function read<T>(data: T | null, change: Partial<SourceRead<T>> = {}): SourceRead<T> {
  return { data, problem: null, updatedAt: data ? 1 : null, loading: false, fetching: false, ...change };
}

const short = (market: string, size = 10): AccountPosition => ({
  market,
  side: 'short',
  size,
  entryPrice: 100,
  valueUsd: null,
  unrealizedPnlUsd: null,
});

function balance(venue: BuiltInVenueId, positions: AccountPosition[]): AccountBalance {
  return {
    venue,
    address: venue === 'pacifica' ? WALLET : EVM,
    status: 'ok',
    equityUsd: 1_000,
    availableUsd: 500,
    positions,
    droppedRows: 0,
    readAt: 1,
  };
}

function view(
  venue: BuiltInVenueId,
  data: AccountBalance | null,
  change: Partial<SourceRead<AccountBalance>> = {},
): AccountView<AccountBalance> {
  return { kind: 'read', venue, address: venue === 'pacifica' ? WALLET : EVM, ...read(data, change) };
}

const entry = (address: string, enabled = true): ExchangeSettings => ({
  enabled,
  address,
  markets: [],
  targetDailyVolumeUsd: 0,
  maxPositionUsd: 0,
  maxLeverage: 1,
  savedAt: '2026-11-20T00:00:00.000Z',
});

const holding = (asset: string, units: number): WalletHolding => ({ address: WALLET, asset, units, readAt: 1 });

describe('the sources the net exposure does not count', () => {
  it('names accounts served only with a key, failed or still reading, bad addresses and bots on with no address', () => {
    const accounts: AccountView<AccountBalance>[] = [
      { kind: 'unreadable', reason: 'signedApi', venue: 'aster', address: EVM },
      view('lighter', null, { problem: FAILED }),
      view('hyperliquid', null, { loading: true }),
      { kind: 'invalidAddress', venue: 'pacifica', address: '<b>' },
    ];
    const exchanges: VolumeBotSettings['exchanges'] = { edgex: entry('  '), aster: entry(EVM) };
    expect(uncountedSources(accounts, exchanges, [])).toEqual([
      { venue: 'aster', spot: false, reason: 'needsKey' },
      { venue: 'lighter', spot: false, reason: 'failed' },
      { venue: 'hyperliquid', spot: false, reason: 'reading' },
      { venue: 'pacifica', spot: false, reason: 'badAddress' },
      { venue: 'edgex', spot: false, reason: 'noAddress' },
    ]);
  });

  it('counts an account that answered once (its last figures, its age shown) and one with no account at its address', () => {
    const accounts = [
      view('lighter', balance('lighter', []), { problem: FAILED }),
      view('hyperliquid', { ...balance('hyperliquid', []), status: 'none' }),
    ];
    // A paused bot with no address runs nothing: it is not missing from the net.
    expect(uncountedSources(accounts, { edgex: entry('', false) }, [])).toEqual([]);
  });

  it('names a wallet asset not read yet or failed, for that asset only', () => {
    const wallets: WalletAssetRead[] = [
      { asset: 'SOL', read: read<WalletHolding>(null, { problem: FAILED }) },
      { asset: 'BTC', read: null },
      { asset: 'ETH', read: read(holding('ETH', 1)) },
    ];
    expect(uncountedSources([], {}, wallets)).toEqual([
      { venue: 'pacifica', spot: true, reason: 'failed', asset: 'SOL' },
      { venue: 'pacifica', spot: true, reason: 'reading', asset: 'BTC' },
    ]);
  });
});

describe('the spot legs read from the Pacifica wallet', () => {
  it('are read for the wallet assets Pacifica is short, once each, and only at a Solana address', () => {
    const inputs = exposureInputs(
      [
        view('pacifica', balance('pacifica', [short('SOL'), short('SOL', 2), short('BTC'), short('DOGE')])),
        view('lighter', balance('lighter', [short('ETH')])),
        view('hyperliquid', balance('hyperliquid', [{ ...short('JUP'), side: 'long' }])),
      ],
      [],
    );
    expect(walletAssets(inputs, WALLET)).toEqual(['SOL', 'BTC']);
    expect(walletAssets(inputs, null)).toEqual([]);
    expect(walletAssets(inputs, EVM)).toEqual([]);
  });

  it('are longs priced at Pacifica’s mark (unpriced without one); a read with no figures yet adds nothing', () => {
    const board = boardOf(quote('pacifica', 'SOL', 0, { markPrice: 150 }), quote('hyperliquid', 'BTC', 0));
    const inputs = spotInputs(
      [
        { asset: 'SOL', read: read(holding('SOL', 2)) },
        { asset: 'BTC', read: read(holding('BTC', 0.5)) },
        { asset: 'ETH', read: read<WalletHolding>(null, { loading: true }) },
      ],
      board,
    );
    expect(inputs).toEqual([
      { venue: 'pacifica', market: 'SOL', side: 'long', size: 2, valueUsd: 300, instrument: 'spot' },
      { venue: 'pacifica', market: 'BTC', side: 'long', size: 0.5, valueUsd: null, instrument: 'spot' },
    ]);
  });

  it('property: a cash-and-carry whose wallet holds what Pacifica is short reads balanced, whatever the size', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), (size) => {
        const accounts = [view('pacifica', balance('pacifica', [short('SOL', size)]))];
        const board = boardOf(quote('pacifica', 'SOL', 0, { markPrice: 150 }));
        const perps = exposureInputs(accounts, board);
        const reads = walletAssets(perps, WALLET).map((asset) => ({ asset, read: read(holding(asset, size)) }));
        const { assets } = netExposure([...perps, ...spotInputs(reads, board)], uncountedSources(accounts, {}, reads));
        expect(assets).toHaveLength(1);
        expect(assets[0]).toMatchObject({ state: 'balanced', netUnits: 0, spotUnits: size, spotVenues: ['pacifica'] });
      }),
    );
  });
});
