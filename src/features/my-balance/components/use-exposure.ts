import { useMemo } from 'react';
import type { VolumeBotSettings } from '../../../account-record/volume-bot';
import { useByContent } from '../../../components/use-by-content';
import type { AccountView } from '../../../markets/accounts/use-venue-accounts';
import type { AccountBalance } from '../../../markets/model/account';
import type { MarketRow } from '../../../markets/model/board';
import { useWalletHoldings } from '../../../markets/solana/use-wallet-holdings';
import { netExposure, type NetExposure } from '../model/net-exposure';
import { exposureInputs, spotInputs, uncountedSources, WALLET_VENUE, walletAssets } from './exposure-inputs';

const NO_EXCHANGES: VolumeBotSettings['exchanges'] = {};

/**
 * The net exposure across every saved venue, with the wallet venue's spot holdings of the assets it is short (read
 * from its Solana wallet, as the strategy watch reads a Pacifica Delta Neutral spot leg; the same queries, so two
 * panels share them) and the sources not counted. `refresh` reads the wallets again (the accounts have their own).
 */
export function useExposure(
  accounts: readonly AccountView<AccountBalance>[],
  board: readonly MarketRow[],
  settings: VolumeBotSettings | undefined,
): { exposure: NetExposure; refresh: () => void; refreshing: boolean } {
  const exchanges = settings?.exchanges ?? NO_EXCHANGES;
  const walletAddress = exchanges[WALLET_VENUE]?.address.trim() ?? null;
  const perps = exposureInputs(accounts, board);
  // Read only while the address is a wallet's and it is short a wallet asset: nothing is asked otherwise.
  const refs = walletAssets(perps, walletAddress).map((asset) => ({ address: walletAddress ?? '', asset }));
  const wallets = useWalletHoldings(refs);
  const reads = refs.map((ref, index) => ({ asset: ref.asset, read: wallets.reads[index] ?? null }));
  // A few positions per account: cheap enough to work out on every draw (the account views are new on each one), and
  // kept while equal, so that its table is drawn again only when a figure moves.
  const exposure = useByContent(
    netExposure([...perps, ...spotInputs(reads, board)], uncountedSources(accounts, exchanges, reads)),
  );
  const { refresh, refreshing } = wallets;
  return useMemo(() => ({ exposure, refresh, refreshing }), [exposure, refresh, refreshing]);
}
