import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ScrollTable, stickyFirstColumnSx } from '../../../components/scroll-table';
import { errorText } from '../../../components/error-text';
import { SourceAge } from '../../../markets/components/account-notice';
import type { SourceRead } from '../../../markets/accounts/use-reads';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
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

/** One row per wallet; a wallet that could not be read says why in its own row, the others show as usual. */
export function WalletTable({ lines, solPrice }: { lines: readonly WalletLine[]; solPrice: number | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const amount = (value: number, digits: number) =>
    formatNumber(value, locale, { minDigits: digits, maxDigits: digits });
  return (
    <ScrollTable>
      <Table
        size="small"
        aria-label={t('myBalance.walletsTable')}
        sx={{ '& td, & th': { py: 0.5, whiteSpace: 'nowrap' }, ...stickyFirstColumnSx }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('myBalance.columns.wallet')}</TableCell>
            <TableCell align="right">{t('myBalance.columns.sol')}</TableCell>
            <TableCell align="right">{t('myBalance.columns.usdc')}</TableCell>
            <TableCell align="right">{t('myBalance.columns.value')}</TableCell>
            <TableCell align="right">{t('myBalance.columns.age')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody data-user-content>
          {lines.map(({ wallet, read }) => {
            const data = read?.data ?? null;
            const problem =
              read === null
                ? t('myBalance.walletNotAddress')
                : read.problem
                  ? errorText(read.problem, t, { frame: 'myBalance.nodeFailed' })
                  : null;
            return (
              <TableRow key={wallet.address}>
                <TableCell component="th" scope="row" title={wallet.address} sx={{ maxWidth: 220 }}>
                  <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>{wallet.label}</span>
                  <span style={{ display: 'block', fontSize: 11, opacity: 0.7 }}>{short(wallet.address)}</span>
                  {problem && (
                    <span
                      role="status"
                      style={{ display: 'block', fontSize: 11, color: '#f5b041', whiteSpace: 'normal' }}
                    >
                      {problem}
                    </span>
                  )}
                </TableCell>
                <TableCell align="right">{data ? amount(data.sol, 4) : '—'}</TableCell>
                <TableCell align="right">{data ? amount(data.usdc, 2) : '—'}</TableCell>
                <TableCell align="right">
                  {data ? formatUsd(walletUsd(data.sol, data.usdc, solPrice), locale) : '—'}
                </TableCell>
                <TableCell align="right">{read ? <SourceAge updatedAt={read.updatedAt} /> : '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
