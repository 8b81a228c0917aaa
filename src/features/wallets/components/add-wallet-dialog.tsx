import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { DisabledReason } from '../../../components/disabled-reason';
import { useGenerateWallet } from '../api/generate-wallet';
import { useImportWallet } from '../api/import-wallet';
import type { WalletReply } from '../api/wallet-reply';
import { deriveAddress } from '../model/derive-address';
import { parsePrivateKey } from '../model/private-key';
import {
  addWalletFormSchema,
  EMPTY_ADD_WALLET_FORM,
  isAddError,
  WALLET_LABEL_MAX,
  type AddError,
  type AddMode,
  type AddWalletForm,
} from '../model/add-wallet-form';

interface AddWalletDialogProps {
  /** null for the guest session, which has no account to keep wallets in. */
  userId: string | null;
  defaultLabel: string;
  knownAddresses: readonly string[];
  onCancel: () => void;
  onAdded: (reply: WalletReply, label: string) => boolean;
}

/** Checked before any call: format, length, the key pair's consistency, and that the wallet is not listed yet. */
function useDerivedAddress(privateKey: string) {
  const parsed = parsePrivateKey(privateKey);
  const [derived, setDerived] = useState<{ key: string; address: string | null } | null>(null);
  const bytes = parsed.ok ? parsed.bytes : null;
  useEffect(() => {
    if (!bytes) return;
    let current = true;
    void deriveAddress(bytes).then((address) => {
      if (current) setDerived({ key: privateKey, address });
    });
    return () => {
      current = false;
    };
    // `bytes` is derived from `privateKey`, which is the real dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [privateKey]);
  const settled = derived?.key === privateKey ? derived : null;
  return { parsed, checking: parsed.ok && !settled, address: settled?.address ?? null, settled: settled !== null };
}

/** Mounted only while open: the private key typed here is gone when it closes. */
export function AddWalletDialog({ userId, defaultLabel, knownAddresses, onCancel, onAdded }: AddWalletDialogProps) {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { isSubmitting: busy, errors },
  } = useForm<AddWalletForm>({ resolver: zodResolver(addWalletFormSchema), defaultValues: EMPTY_ADD_WALLET_FORM });
  const [mode, privateKey] = useWatch({ control, name: ['mode', 'privateKey'] });
  const { parsed, checking, address, settled } = useDerivedAddress(privateKey);
  const generateWallet = useGenerateWallet();
  const importWallet = useImportWallet();

  let keyError: AddError | null = null;
  let lengthOf = 0;
  if (mode === 'privateKey' && privateKey.trim() !== '') {
    if (!parsed.ok && parsed.error === 'format') keyError = 'invalidFormat';
    else if (!parsed.ok && parsed.error === 'length') {
      keyError = 'invalidLength';
      lengthOf = parsed.length;
    } else if (settled && !address) keyError = 'mismatch';
    else if (address && knownAddresses.includes(address)) keyError = 'duplicate';
  }
  // What the last call said went wrong, kept as the form's own error until the user changes mode or tries again.
  const callError = isAddError(errors.root?.call?.message) ? errors.root.call.message : null;
  const error = keyError ?? callError;
  const canImport = mode === 'privateKey' && parsed.ok && address !== null && !keyError && !busy;
  const canGenerate = mode === 'generate' && !busy;
  const reasonId = useId();
  // What Import waits for when nothing else says it: a key being checked or refused has its own line above.
  const reason = mode === 'privateKey' && privateKey.trim() === '' && !busy ? t('wallets.dialog.needsKey') : null;
  const fail = (call: AddError) => setError('root.call', { message: call });

  const submit = async ({ label }: AddWalletForm) => {
    if (!(canImport || canGenerate)) return;
    if (!userId) {
      fail('notLoggedIn');
      return;
    }
    clearErrors('root.call');
    try {
      const reply =
        mode === 'generate'
          ? await generateWallet.mutateAsync(userId)
          : await importWallet.mutateAsync({ secretKey: parsed.ok ? parsed.bytes : new Uint8Array(), userId });
      if (mode === 'privateKey' && reply.address !== address) fail('addressMismatch');
      else if (knownAddresses.includes(reply.address)) fail('duplicate');
      else if (!onAdded(reply, label.trim() || defaultLabel)) fail('saveFailed');
    } catch {
      fail('failed');
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="add-wallet-title" maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <DialogTitle id="add-wallet-title">
          {mode === 'privateKey' ? t('wallets.dialog.importTitle') : t('wallets.dialog.generateTitle')}
        </DialogTitle>
        <DialogContent>
          <Tabs
            value={mode}
            onChange={(_event, next: AddMode) => {
              setValue('mode', next);
              clearErrors('root.call');
            }}
            variant="fullWidth"
            sx={{ mb: 2 }}
          >
            <Tab value="privateKey" label={t('wallets.dialog.importTab')} disabled={busy} />
            <Tab value="generate" label={t('wallets.dialog.generateTab')} disabled={busy} />
          </Tabs>
          <Stack spacing={2}>
            {error && (
              <Alert severity="error">
                {error === 'saveFailed' ? t('wallets.saveFailed') : t(`wallets.dialog.${error}`, { length: lengthOf })}
              </Alert>
            )}
            {mode === 'privateKey' ? (
              <>
                <Controller
                  control={control}
                  name="privateKey"
                  render={({ field }) => (
                    <TextField
                      label={t('wallets.dialog.privateKey')}
                      placeholder={t('wallets.dialog.privateKeyPlaceholder')}
                      helperText={t('wallets.dialog.privateKeyHelper')}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      disabled={busy}
                      multiline
                      minRows={2}
                      autoComplete="off"
                      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', 'data-private': '' } }}
                    />
                  )}
                />
                {checking && (
                  <Typography variant="body2" color="text.secondary">
                    {t('wallets.dialog.checking')}
                  </Typography>
                )}
                {address && !keyError && (
                  <Alert severity="info" sx={{ wordBreak: 'break-all' }}>
                    {t('wallets.dialog.derived', { address })}
                  </Alert>
                )}
                <Typography variant="caption" color="text.secondary">
                  {t('wallets.dialog.note')}
                </Typography>
              </>
            ) : (
              <Typography variant="body2">{t('wallets.dialog.generateText', { product: env.productName })}</Typography>
            )}
            <Controller
              control={control}
              name="label"
              render={({ field }) => (
                <TextField
                  label={t('wallets.dialog.walletName')}
                  placeholder={t('wallets.dialog.walletNamePlaceholder')}
                  helperText={t('wallets.dialog.walletNameHelper', { label: defaultLabel })}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value.slice(0, WALLET_LABEL_MAX))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={busy}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <DisabledReason id={reasonId} reason={reason} sx={{ mr: 'auto', pl: 1 }} />
          <Button onClick={onCancel} disabled={busy}>
            {t('wallets.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={mode === 'privateKey' ? !canImport : !canGenerate}
            aria-describedby={reason ? reasonId : undefined}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {mode === 'privateKey' ? t('wallets.dialog.import') : t('wallets.dialog.generate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
