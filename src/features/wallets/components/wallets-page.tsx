import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Key from '@mui/icons-material/Key';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageShell } from '../../../components/page-shell';
import { useToast } from '../../../components/toast';
import { userContentProps } from '../../../components/user-content';
import { useSignedInUser } from '../../../auth/auth-context';
import { GUEST_ID } from '../../../auth/model/user';
import { useTwoFactorEnabled } from '../../../account-record/two-factor-status';
import type { WalletReply } from '../api/wallet-reply';
import { solanaWalletsOf, type Wallet } from '../../../wallet-list/wallet';
import { nextDefaultLabel } from '../model/wallet-label';
import { AddWalletDialog } from './add-wallet-dialog';
import { RevealKeyDialog } from './reveal-key-dialog';
import { useWalletList } from './use-wallet-list';
import { formatDate } from '../../../lib/format/time';
import { SetAsideNotice } from '../../../components/set-aside-notice';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';
import { shortAddress, solanaExplorerUrl } from '../../../components/short-address';

function SolanaWallets() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const user = useSignedInUser();
  const userId = user.id === GUEST_ID ? null : user.id;
  const { wallets, setAside, commit } = useWalletList(user.id);
  const [setAsideShown, setSetAsideShown] = useState(true);
  const twoFactor = useTwoFactorEnabled(user.id);
  const [adding, setAdding] = useState(false);
  const [revealing, setRevealing] = useState<Wallet | null>(null);
  const [removing, setRemoving] = useState<Wallet | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const solana = solanaWalletsOf(wallets, user.id);

  const save = (next: Wallet[]) => {
    const saved = commit(next);
    setSaveFailed(!saved);
    return saved;
  };

  const added = (reply: WalletReply, label: string) => {
    const wallet: Wallet = {
      id: reply.id ?? crypto.randomUUID(),
      address: reply.address,
      publicKey: reply.publicKey,
      label,
      createdAt: new Date().toISOString(),
      type: 'solana',
      userId: user.id,
    };
    if (!save([...wallets, wallet])) return false;
    setAdding(false);
    toast(t('wallets.dialog.added', { label }));
    return true;
  };

  const copyAddress = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast(t('wallets.addressCopied'));
    } catch {
      // The full address is in the row's tooltip to copy by hand.
    }
  };

  return (
    <Stack spacing={2}>
      {setAsideShown && (
        <SetAsideNotice count={setAside} title={t('wallets.loadFailed')} onClose={() => setSetAsideShown(false)} />
      )}
      {saveFailed && (
        <Alert severity="error" onClose={() => setSaveFailed(false)}>
          {t('wallets.saveFailed')}
        </Alert>
      )}
      <Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          {t('wallets.add')}
        </Button>
      </Box>
      {solana.length === 0 ? (
        <Typography color="text.secondary">{t('wallets.empty')}</Typography>
      ) : (
        <List aria-label={t('wallets.list')} {...userContentProps}>
          {solana.map((wallet) => (
            <ListItem
              key={wallet.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <TooltipIconButton
                    onClick={() => void copyAddress(wallet.address)}
                    label={t('wallets.copyAddress', { label: wallet.label })}
                  >
                    <ContentCopy fontSize="small" />
                  </TooltipIconButton>
                  <TooltipIconButton
                    href={solanaExplorerUrl(wallet.address)}
                    target="_blank"
                    rel="noopener noreferrer"
                    label={t('wallets.openExplorer', { label: wallet.label })}
                  >
                    <OpenInNew fontSize="small" />
                  </TooltipIconButton>
                  <TooltipIconButton
                    onClick={() => setRevealing(wallet)}
                    label={t('wallets.showKey', { label: wallet.label })}
                  >
                    <Key fontSize="small" />
                  </TooltipIconButton>
                  <TooltipIconButton
                    onClick={() => setRemoving(wallet)}
                    label={t('wallets.delete', { label: wallet.label })}
                  >
                    <DeleteOutlined fontSize="small" />
                  </TooltipIconButton>
                </Stack>
              }
              sx={{ pr: 25 }}
            >
              <ListItemText
                primary={wallet.label}
                secondary={
                  <>
                    <Tooltip title={wallet.address}>
                      <Box component="span" sx={{ display: 'block' }}>
                        {shortAddress(wallet.address)}
                      </Box>
                    </Tooltip>
                    <Box component="span" sx={{ display: 'block' }}>
                      {t('wallets.addedOn', {
                        date: formatDate(wallet.createdAt, i18n.language) ?? t('common.unknownDate'),
                      })}
                    </Box>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {adding && (
        <AddWalletDialog
          userId={userId}
          defaultLabel={nextDefaultLabel(solana)}
          knownAddresses={solana.map((wallet) => wallet.address)}
          onCancel={() => setAdding(false)}
          onAdded={added}
        />
      )}
      {revealing && (
        <RevealKeyDialog
          userId={userId}
          walletId={revealing.id}
          label={revealing.label}
          twoFactorEnabled={twoFactor.data}
          onClose={() => setRevealing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('wallets.confirmDeleteTitle')}
        message={
          removing
            ? t('wallets.confirmDeleteText', { label: removing.label, address: shortAddress(removing.address) })
            : ''
        }
        confirmLabel={t('wallets.remove')}
        cancelLabel={t('wallets.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing && save(wallets.filter((wallet) => wallet.id !== removing.id))) toast(t('wallets.removed'));
          setRemoving(null);
        }}
      />
    </Stack>
  );
}

export default function WalletsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'evm' | 'solana'>('solana');
  return (
    <PageShell title={t('pages.wallets')}>
      <Tabs
        value={tab}
        onChange={(_event, next: 'evm' | 'solana') => setTab(next)}
        aria-label={t('wallets.tabs.label')}
      >
        <Tab value="evm" label={t('wallets.tabs.evm')} />
        <Tab value="solana" label={t('wallets.tabs.solana')} />
      </Tabs>
      {tab === 'evm' ? (
        <Alert severity="info">{t('wallets.evmSoon', { product: env.productName })}</Alert>
      ) : (
        <SolanaWallets />
      )}
    </PageShell>
  );
}
