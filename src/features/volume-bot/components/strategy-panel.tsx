import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../auth/auth-context';
import type { StrategySettings } from '../../../account-record/volume-bot';
import { useSaveVolumeBot, useVolumeBot } from '../../../account-record/use-volume-bot';
import { formatApr, formatUsd } from '../../../markets/model/format';
import { aprOf } from '../../../markets/model/units';
import { VENUE_NAMES } from '../../../markets/model/venues';
import { useMarketData, type MarketData } from '../../../markets/use-market-data';
import type { PanelApi, PanelProps } from '../../../panel-contract/panel-props';
import { readAmount } from '../model/numbers';
import { STRATEGY_LEGS, strategyPanelId, strategyVenues, type Strategy } from '../model/strategies';
import {
  strategyFormSchema,
  strategyFormValues,
  strategyLeverageLimit,
  toStrategySettings,
  type StrategyFormContext,
  type StrategyFormValues,
} from '../model/strategy-form';
import { strategyMarkets, strategyMaxLeverageOf, strategyQuote } from '../model/strategy-quote';
import { fieldErrorText } from './error-text';
import { SaveFooter } from './save-footer';
import { useSelectedBot } from './use-selected-bot';
import { useUnsavedGuard } from './use-unsaved-guard';

export interface StrategyParams {
  strategy: Strategy;
}

/** Whether this strategy is the selected bot, and a way to make it so. */
function SelectedStatus({ userId, panelId }: { userId: string; panelId: string }) {
  const { t } = useTranslation();
  const { selected, known, select } = useSelectedBot(userId, panelId);
  if (!known) return null;
  const isSelected = selected === panelId;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip
        size="small"
        color={isSelected ? 'primary' : 'default'}
        variant={isSelected ? 'filled' : 'outlined'}
        label={isSelected ? t('workspace.selected') : t('workspace.notSelected')}
      />
      <Typography variant="body2">
        {isSelected ? t('volumeBot.strategy.selected') : t('volumeBot.strategy.notSelected')}
      </Typography>
      {!isSelected && (
        <Button size="small" onClick={() => select(panelId)}>
          {t('volumeBot.strategy.select')}
        </Button>
      )}
    </Stack>
  );
}

interface LiveFiguresProps {
  strategy: Strategy;
  data: MarketData;
  market: string;
  sizeUsd: number | null;
}

/** The chosen market's live funding on both legs, which is long and which short, the spread and the carry. */
function LiveFigures({ strategy, data, market, sizeUsd }: LiveFiguresProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const legs = STRATEGY_LEGS[strategy];
  const down = data.venues.filter((venue) => venue.state === 'unavailable');
  const waiting = data.venues.some((venue) => venue.state === 'loading');
  const row = data.board.find((candidate) => candidate.base === market);
  const figures = market === '' ? null : strategyQuote(legs, row, sizeUsd ?? 0);
  let note: string | null = null;
  if (market === '') note = t('volumeBot.strategy.chooseMarket');
  else if (!figures) note = waiting ? t('volumeBot.strategy.waiting') : t('volumeBot.strategy.notListed', { market });
  return (
    <Stack spacing={1} aria-live="off">
      {down.map((venue) => (
        <Alert key={venue.venue} severity="warning">
          {t('volumeBot.strategy.venueDown', { venue: VENUE_NAMES[venue.venue] })}
        </Alert>
      ))}
      {note !== null && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {figures && (
        <>
          <Table size="small" aria-label={t('volumeBot.strategy.legs')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('volumeBot.strategy.legs')}</TableCell>
                <TableCell />
                <TableCell align="right">{t('volumeBot.strategy.funding')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.legs.map((leg) => (
                <TableRow key={`${leg.venue}-${leg.instrument}`}>
                  <TableCell>
                    {t('volumeBot.strategy.leg', {
                      venue: VENUE_NAMES[leg.venue],
                      instrument: t(`volumeBot.strategy.${leg.instrument}`),
                    })}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={leg.side === 'long' ? 'success' : 'error'}
                      label={t(`volumeBot.strategy.${leg.side}`)}
                    />
                  </TableCell>
                  <TableCell align="right">
                    {leg.instrument === 'spot'
                      ? t('volumeBot.strategy.noFunding')
                      : formatApr(aprOf(leg.fundingRateHourly), locale)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('volumeBot.strategy.spread')}
              </Typography>
              <Typography variant="h6" component="p">
                {formatApr(figures.spreadApr, locale)}
              </Typography>
            </Box>
            {sizeUsd !== null && (
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {t('volumeBot.strategy.carry')}
                </Typography>
                <Typography variant="h6" component="p" color={figures.carryPerDayUsd < 0 ? 'error' : undefined}>
                  {formatUsd(figures.carryPerDayUsd, locale)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('volumeBot.strategy.carryFor', { size: formatUsd(sizeUsd, locale) })}
                </Typography>
              </Box>
            )}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('volumeBot.strategy.figuresNote')}
          </Typography>
        </>
      )}
    </Stack>
  );
}

interface StrategyFormProps {
  strategy: Strategy;
  userId: string;
  saved: StrategySettings | undefined;
  api: PanelApi;
}

function StrategyForm({ strategy, userId, saved, api }: StrategyFormProps) {
  const { t, i18n } = useTranslation();
  const legs = STRATEGY_LEGS[strategy];
  const data = useMarketData(strategyVenues(strategy));
  const save = useSaveVolumeBot(userId);
  const [savedAt, setSavedAt] = useState(saved?.savedAt ?? null);
  const known = data.venues.every((venue) => venue.feed?.snapshot != null);
  const markets = useMemo(() => strategyMarkets(legs, data.board), [legs, data.board]);
  const context: StrategyFormContext = {
    locale: i18n.language,
    listed: known ? new Set(markets) : null,
    maxLeverageOf: (market) =>
      strategyMaxLeverageOf(
        legs,
        data.board.find((row) => row.base === market),
      ),
  };
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<StrategyFormValues>({
    resolver: zodResolver(strategyFormSchema(context)),
    defaultValues: strategyFormValues(saved),
  });
  useUnsavedGuard(api, isDirty);
  const values = useWatch({ control }) as StrategyFormValues;
  const leverageLimit = strategyLeverageLimit(values, context);
  const errorText = (message?: string) => fieldErrorText(message, t, { leverageLimit });
  const size = readAmount(values.size, i18n.language);

  const onSubmit = (submitted: StrategyFormValues) => {
    if (save.isPending) return;
    const settings = toStrategySettings(submitted, i18n.language, new Date());
    save.mutate(
      { bots: { [strategy]: settings } },
      {
        onSuccess: () => {
          setSavedAt(settings.savedAt);
          reset(submitted);
        },
      },
    );
  };

  const options = values.market !== '' && !markets.includes(values.market) ? [values.market, ...markets] : markets;
  return (
    <Stack spacing={2}>
      <LiveFigures
        strategy={strategy}
        data={data}
        market={values.market}
        sizeUsd={size.kind === 'number' && size.value > 0 ? size.value : null}
      />
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <Controller
          control={control}
          name="market"
          render={({ field }) => (
            <Autocomplete
              options={options}
              value={field.value === '' ? null : field.value}
              onChange={(_event, chosen) => field.onChange(chosen ?? '')}
              onBlur={field.onBlur}
              loading={!known}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('volumeBot.strategy.market')}
                  error={Boolean(errors.market)}
                  helperText={errorText(errors.market?.message) ?? t('volumeBot.strategy.marketHelp')}
                />
              )}
            />
          )}
        />
        <TextField
          label={t('volumeBot.strategy.size')}
          inputMode="decimal"
          autoComplete="off"
          error={Boolean(errors.size)}
          helperText={errorText(errors.size?.message)}
          {...register('size')}
        />
        <TextField
          label={t('volumeBot.strategy.leverage')}
          inputMode="decimal"
          autoComplete="off"
          error={Boolean(errors.leverage)}
          helperText={
            errorText(errors.leverage?.message) ??
            (leverageLimit.market === null
              ? t('volumeBot.exchange.leverageHelp', { max: leverageLimit.max })
              : t('volumeBot.errors.leverageMaxMarket', { ...leverageLimit }))
          }
          {...register('leverage')}
        />
        <TextField
          label={t('volumeBot.strategy.openSpread')}
          inputMode="decimal"
          autoComplete="off"
          error={Boolean(errors.openSpread)}
          helperText={errorText(errors.openSpread?.message)}
          {...register('openSpread')}
        />
        <TextField
          label={t('volumeBot.strategy.closeSpread')}
          inputMode="decimal"
          autoComplete="off"
          error={Boolean(errors.closeSpread)}
          helperText={errorText(errors.closeSpread?.message)}
          {...register('closeSpread')}
        />
        <TextField
          label={t('volumeBot.strategy.maxHold')}
          inputMode="numeric"
          autoComplete="off"
          error={Boolean(errors.maxHoldHours)}
          helperText={errorText(errors.maxHoldHours?.message)}
          {...register('maxHoldHours')}
        />
        <SaveFooter savedAt={savedAt} saving={save.isPending} error={save.isError ? save.error : null} />
      </Stack>
    </Stack>
  );
}

/** One strategy bot: its live figures, whether it is the selected bot, and its settings. */
export default function StrategyPanel({ params, api }: PanelProps<StrategyParams>) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const settings = useVolumeBot(user.id);
  const { strategy } = params;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {settings.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
          <CircularProgress size={28} aria-label={t('volumeBot.loading')} />
        </Box>
      )}
      {settings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              {t('volumeBot.retry')}
            </Button>
          }
        >
          {t('volumeBot.loadFailed')}
        </Alert>
      )}
      {settings.isSuccess && (
        <>
          <SelectedStatus userId={user.id} panelId={strategyPanelId(strategy)} />
          {settings.data.unreadable.includes(`bots.${strategy}`) && (
            <Alert severity="warning">{t('volumeBot.unreadableEntry')}</Alert>
          )}
          <StrategyForm strategy={strategy} userId={user.id} saved={settings.data.bots[strategy]} api={api} />
        </>
      )}
    </Stack>
  );
}
