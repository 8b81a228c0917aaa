import { VOLUME_BOT_VENUES, type VolumeBotSettings } from '../../../account-record/volume-bot';
import type { SourceRead } from '../../../markets/accounts/use-reads';
import type { AccountView } from '../../../markets/accounts/use-venue-accounts';
import type { AccountBalance } from '../../../markets/model/account';
import type { MarketRow } from '../../../markets/model/board';
import { normaliseSymbol } from '../../../markets/model/symbols';
import { walletHoldsSpot } from '../../../markets/model/venues';
import { SOLANA_ADDRESS } from '../../../markets/solana/solana-rpc';
import { isWalletAsset, type WalletHolding } from '../../../markets/solana/wallet-holding';
import { positionUsd } from '../model/balance-totals';
import type { ExposureInput, UncountedReason, UncountedSource } from '../model/net-exposure';
import { markOf } from './account-section';

/**
 * The venue whose account is a wallet that holds a cash-and-carry's spot leg, as its facts say: Pacifica lists
 * perpetuals only, so its Delta Neutral strategy holds the asset in that Solana wallet (as the strategy watch reads it).
 */
export const WALLET_VENUE = walletVenue();

function walletVenue() {
  const found = VOLUME_BOT_VENUES.find((venue) => walletHoldsSpot(venue));
  if (!found) throw new Error('no Volume Bot venue holds spot in its account wallet');
  return found;
}

/** The open positions of every account read, each valued as its section values it (the venue's value, else the mark). */
export function exposureInputs(
  accounts: readonly AccountView<AccountBalance>[],
  board: readonly MarketRow[],
): ExposureInput[] {
  return accounts.flatMap((view) => {
    if (view.kind !== 'read' || view.data?.status !== 'ok') return [];
    return view.data.positions.map((position) => ({
      venue: view.venue,
      market: position.market,
      side: position.side,
      size: position.size,
      valueUsd: positionUsd(position.size, position.valueUsd, markOf(board, view.venue, position.market)),
    }));
  });
}

/**
 * The assets whose spot leg to read from the wallet venue's Solana wallet: those it holds a short perpetual of (a
 * wallet holding counts only beside one) and that a wallet can hold. None when its address is not a Solana address.
 */
export function walletAssets(inputs: readonly ExposureInput[], walletAddress: string | null): string[] {
  if (walletAddress === null || !SOLANA_ADDRESS.test(walletAddress)) return [];
  const assets: string[] = [];
  for (const input of inputs) {
    if (input.venue !== WALLET_VENUE || input.side !== 'short') continue;
    const base = normaliseSymbol(input.venue, input.market)?.base;
    if (base !== undefined && isWalletAsset(base) && !assets.includes(base)) assets.push(base);
  }
  return assets;
}

/** One asset's wallet read, as the exposure takes it. */
export interface WalletAssetRead {
  asset: string;
  read: SourceRead<WalletHolding> | null;
}

/** The spot holdings read, each a long priced at the wallet venue's mark for the asset (null without one). */
export function spotInputs(reads: readonly WalletAssetRead[], board: readonly MarketRow[]): ExposureInput[] {
  return reads.flatMap(({ asset, read }) => {
    if (!read?.data) return [];
    const units = read.data.units;
    const mark = markOf(board, WALLET_VENUE, asset);
    return [
      {
        venue: WALLET_VENUE,
        market: asset,
        side: 'long' as const,
        size: units,
        valueUsd: mark === null ? null : units * mark,
        instrument: 'spot' as const,
      },
    ];
  });
}

/** Why a read with no figures yet is not counted: it failed, or it has not ended. */
const pendingReason = (read: { problem: unknown; loading: boolean }): UncountedReason =>
  read.problem !== null ? 'failed' : 'reading';

/**
 * The sources whose positions are not in the net, in the accounts' order: accounts served only with a key, with an
 * address not of the venue's form, or read with no figures yet (failed or on the way); venues whose bot is on with
 * no address saved; and wallet reads with no figures yet. An account that answered once keeps its last figures when a
 * later read fails (its section says how old), so it is counted; one with no account at its address holds nothing.
 */
export function uncountedSources(
  accounts: readonly AccountView<AccountBalance>[],
  exchanges: VolumeBotSettings['exchanges'],
  wallets: readonly WalletAssetRead[],
): UncountedSource[] {
  const sources: UncountedSource[] = [];
  for (const view of accounts) {
    if (view.kind === 'unreadable') sources.push({ venue: view.venue, spot: false, reason: 'needsKey' });
    else if (view.kind === 'invalidAddress') sources.push({ venue: view.venue, spot: false, reason: 'badAddress' });
    else if (!view.data) sources.push({ venue: view.venue, spot: false, reason: pendingReason(view) });
  }
  for (const venue of VOLUME_BOT_VENUES) {
    const entry = exchanges[venue];
    if (entry?.enabled && entry.address.trim() === '') sources.push({ venue, spot: false, reason: 'noAddress' });
  }
  for (const { asset, read } of wallets) {
    if (read?.data) continue;
    sources.push({
      venue: WALLET_VENUE,
      spot: true,
      reason: read ? pendingReason(read) : 'reading',
      asset,
    });
  }
  return sources;
}
