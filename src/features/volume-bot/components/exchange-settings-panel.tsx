import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../auth/auth-context';
import type { ExchangeSettings, VolumeBotVenue } from '../../../account-record/volume-bot';
import { useSaveVolumeBot } from '../../../account-record/use-volume-bot';
import { useMarketData } from '../../../markets/use-market-data';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { PanelApi, PanelProps } from '../../../panel-contract/panel-props';
import { useSolanaWallets } from '../../../wallet-list/use-solana-wallets';
import { addressKind } from '../model/addresses';
import {
  exchangeFormSchema,
  exchangeFormValues,
  exchangeLeverageLimit,
  toExchangeSettings,
  unlistedMarkets,
  type ExchangeFormContext,
  type ExchangeFormValues,
} from '../model/exchange-form';
import { AccountVolume } from './account-volume';
import { fieldErrorText } from './field-error-text';
import { SaveFooter } from './save-footer';
import { useUnsavedGuard } from './use-unsaved-guard';
import { VolumeBotSettingsGate } from './volume-bot-settings-gate';

export interface ExchangeSettingsParams {
  venue: VolumeBotVenue;
}

/** The venue's live market list: the markets, their published maximum leverage, and whether the list is known. */
function useVenueMarkets(venue: VolumeBotVenue) {
  const data = useMarketData([venue]);
  const status = data.venues[0];
  return useMemo(() => {
    const leverage = new Map<string, number | null>();
    for (const row of data.board) {
      const quote = row.quotes[venue];
      if (quote) leverage.set(row.base, quote.maxLeverage);
    }
    const known = status?.feed?.snapshot != null;
    return {
      state: status?.state ?? 'loading',
      markets: [...leverage.keys()],
      listed: known ? new Set(leverage.keys()) : null,
      maxLeverageOf: (market: string) => leverage.get(market) ?? null,
    };
  }, [data.board, status, venue]);
}

function WalletPicker({ onPick }: { onPick: (address: string) => void }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { wallets } = useSolanaWallets(user.id);
  if (wallets.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {t('volumeBot.exchange.noWallets')}
      </Typography>
    );
  }
  return (
    <TextField
      select
      size="small"
      label={t('volumeBot.exchange.pickWallet')}
      value=""
      onChange={(event) => onPick(event.target.value)}
    >
      {wallets.map((wallet) => (
        <MenuItem key={wallet.id} value={wallet.address} sx={{ wordBreak: 'break-all' }}>
          {wallet.label ? `${wallet.label} — ${wallet.address}` : wallet.address}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ExchangeFormProps {
  venue: VolumeBotVenue;
  userId: string;
  saved: ExchangeSettings | undefined;
  api: PanelApi;
}

function ExchangeForm({ venue, userId, saved, api }: ExchangeFormProps) {
  const { t, i18n } = useTranslation();
  const name = VENUE_NAMES[venue];
  const venueMarkets = useVenueMarkets(venue);
  const save = useSaveVolumeBot(userId);
  const [savedAt, setSavedAt] = useState(saved?.savedAt ?? null);
  const context: ExchangeFormContext = {
    venue,
    locale: i18n.language,
    listed: venueMarkets.listed,
    maxLeverageOf: venueMarkets.maxLeverageOf,
  };
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isDirty },
  } = useForm<ExchangeFormValues>({
    resolver: zodResolver(exchangeFormSchema(context)),
    defaultValues: exchangeFormValues(saved),
  });
  useUnsavedGuard(api, isDirty);
  const values = useWatch({ control }) as ExchangeFormValues;
  const details = {
    leverageLimit: exchangeLeverageLimit(values, context),
    unlisted: unlistedMarkets(values.markets, venueMarkets.listed),
  };
  const errorText = (message?: string) => fieldErrorText(message, t, details);
  const solana = addressKind(venue) === 'solana';

  const onSubmit = (submitted: ExchangeFormValues) => {
    if (save.isPending) return;
    const settings = toExchangeSettings(submitted, i18n.language, new Date());
    save.mutate(
      { exchanges: { [venue]: settings } },
      {
        onSuccess: () => {
          setSavedAt(settings.savedAt);
          reset(submitted);
        },
      },
    );
  };

  const options = [...new Set([...venueMarkets.markets, ...values.markets])];
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Typography variant="body2" color="text.secondary">
        {t('volumeBot.exchange.intro', { venue: name })}
      </Typography>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('volumeBot.exchange.enabled')}
          />
        )}
      />
      <TextField
        label={t('volumeBot.exchange.address')}
        autoComplete="off"
        spellCheck={false}
        error={Boolean(errors.address)}
        helperText={
          errorText(errors.address?.message) ??
          (solana ? t('volumeBot.exchange.addressHelpSolana') : t('volumeBot.exchange.addressHelpEvm', { venue: name }))
        }
        {...register('address')}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
      />
      {solana && (
        <WalletPicker onPick={(address) => setValue('address', address, { shouldDirty: true, shouldValidate: true })} />
      )}
      <Controller
        control={control}
        name="markets"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={options}
            value={field.value}
            onChange={(_event, chosen) => field.onChange(chosen)}
            onBlur={field.onBlur}
            loading={venueMarkets.state === 'loading'}
            filterSelectedOptions
            renderValue={(chosen, getItemProps) =>
              chosen.map((market, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                const unlisted = details.unlisted.includes(market);
                return (
                  <Chip key={key} size="small" label={market} color={unlisted ? 'error' : 'default'} {...itemProps} />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('volumeBot.exchange.markets')}
                error={Boolean(errors.markets)}
                helperText={
                  errorText(errors.markets?.message) ??
                  (venueMarkets.state === 'loading'
                    ? t('volumeBot.exchange.marketsLoading', { venue: name })
                    : venueMarkets.listed === null
                      ? t('volumeBot.exchange.marketsUnavailable', { venue: name })
                      : t('volumeBot.exchange.marketsHelp', { venue: name }))
                }
              />
            )}
          />
        )}
      />
      {venueMarkets.state === 'unavailable' && venueMarkets.listed !== null && (
        <Alert severity="warning">{t('volumeBot.strategy.venueDown', { venue: name })}</Alert>
      )}
      <TextField
        label={t('volumeBot.exchange.targetDailyVolume')}
        inputMode="decimal"
        autoComplete="off"
        error={Boolean(errors.targetDailyVolume)}
        helperText={errorText(errors.targetDailyVolume?.message)}
        {...register('targetDailyVolume')}
      />
      <TextField
        label={t('volumeBot.exchange.maxPosition')}
        inputMode="decimal"
        autoComplete="off"
        error={Boolean(errors.maxPosition)}
        helperText={errorText(errors.maxPosition?.message)}
        {...register('maxPosition')}
      />
      <TextField
        label={t('volumeBot.exchange.maxLeverage')}
        inputMode="decimal"
        autoComplete="off"
        error={Boolean(errors.maxLeverage)}
        helperText={
          errorText(errors.maxLeverage?.message) ??
          (details.leverageLimit.market === null
            ? t('volumeBot.exchange.leverageHelp', { max: details.leverageLimit.max })
            : t('volumeBot.errors.leverageMaxMarket', { ...details.leverageLimit }))
        }
        {...register('maxLeverage')}
      />
      <SaveFooter savedAt={savedAt} saving={save.isPending} error={save.isError ? save.error : null} />
    </Stack>
  );
}

/**
 * A venue's volume-bot settings: what the bot traded there for the saved account (today against the target, the
 * week, fees per $1M), then the account, the markets, the volume and risk limits.
 */
export default function ExchangeSettingsPanel({ params, api }: PanelProps<ExchangeSettingsParams>) {
  const user = useSignedInUser();
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <VolumeBotSettingsGate userId={user.id} entry={`exchanges.${params.venue}`}>
        {(settings) => {
          const saved = settings.exchanges[params.venue];
          return (
            <>
              <AccountVolume
                venue={params.venue}
                address={saved?.address ?? ''}
                targetUsd={saved?.targetDailyVolumeUsd ?? 0}
              />
              <ExchangeForm venue={params.venue} userId={user.id} saved={saved} api={api} />
            </>
          );
        }}
      </VolumeBotSettingsGate>
    </Stack>
  );
}
