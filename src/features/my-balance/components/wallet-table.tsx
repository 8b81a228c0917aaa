import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorText } from '../../../components/error-text';
import { SourceAge } from '../../../markets/components/account-notice';
import { plainHead } from '../../../markets/components/column-heads';
import { ColumnTable, type TableColumn } from '../../../markets/components/column-table';
import type { SourceRead } from '../../../markets/accounts/use-reads';
import { formatNumber, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import type { WalletBalance } from '../../../markets/solana/wallet-balance';
import { walletUsd } from '../model/balance-totals';

/** A wallet as the panel shows it: its address and the user's name for it. */
export interface ShownWallet {
  address: string;
  label: string;
}

export interface WalletLine {
  wallet: ShownWallet;
  /** Null for an address that is not a Solana address (nothing is asked of the node). */
  read: SourceRead<WalletBalance> | null;
}

const short = (address: string) => (address.length > 15 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address);

/** The price of a SOL in USD, when the market data has one: a wallet's value needs it. */
type WalletContext = { solPrice: number | null };

function walletColumns(t: TFunction, locale: string): TableColumn<WalletLine, WalletContext>[] {
  const amount = (value: number, digits: number) =>
    formatNumber(value, locale, { minDigits: digits, maxDigits: digits });
  return [
    {
      id: 'wallet',
      head: plainHead(t('myBalance.columns.wallet'), 'left'),
      cell: ({ wallet, read }) => {
        const problem =
          read === null
            ? t('myBalance.walletNotAddress')
            : read.problem
              ? errorText(read.problem, t, { frame: 'myBalance.nodeFailed' })
              : null;
        return (
          <th scope="row" title={wallet.address} style={{ maxWidth: 220 }}>
            <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>{wallet.label}</span>
            <span style={{ display: 'block', fontSize: 11, opacity: 0.7 }}>{short(wallet.address)}</span>
            {problem && (
              <span role="status" style={{ display: 'block', fontSize: 11, color: '#f5b041', whiteSpace: 'normal' }}>
                {problem}
              </span>
            )}
          </th>
        );
      },
    },
    {
      id: 'sol',
      head: plainHead(t('myBalance.columns.sol')),
      cell: ({ read }) => <td>{read?.data ? amount(read.data.sol, 4) : NO_FIGURE}</td>,
    },
    {
      id: 'usdc',
      head: plainHead(t('myBalance.columns.usdc')),
      cell: ({ read }) => <td>{read?.data ? amount(read.data.usdc, 2) : NO_FIGURE}</td>,
    },
    {
      id: 'value',
      head: plainHead(t('myBalance.columns.value')),
      cell: ({ read }, { solPrice }) => (
        <td>{read?.data ? formatUsd(walletUsd(read.data.sol, read.data.usdc, solPrice), locale) : NO_FIGURE}</td>
      ),
    },
    {
      id: 'age',
      head: plainHead(t('myBalance.columns.age')),
      cell: ({ read }) => <td>{read ? <SourceAge updatedAt={read.updatedAt} /> : NO_FIGURE}</td>,
    },
  ];
}

const rowKey = (line: WalletLine) => line.wallet.address;

/** One row per wallet; a wallet that could not be read says why in its own row, the others show as usual. */
export function WalletTable({ lines, solPrice }: { lines: readonly WalletLine[]; solPrice: number | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const columns = useMemo(() => walletColumns(t, locale), [t, locale]);
  const context = useMemo(() => ({ solPrice }), [solPrice]);
  return (
    <ColumnTable
      layout="inline"
      size="medium"
      label={t('myBalance.walletsTable')}
      rows={lines}
      rowKey={rowKey}
      columns={columns}
      context={context}
    />
  );
}
