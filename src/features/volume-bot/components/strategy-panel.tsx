import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../auth/auth-context';
import type { StrategySettings, VolumeBotSettings } from '../../../account-record/volume-bot';
import { useSaveVolumeBot } from '../../../account-record/use-volume-bot';
import { useTradingFees } from '../../../account-record/use-trading-fees';
import { BacktestSection } from '../../../markets/backtest/backtest-section';
import { feeChoicesOf } from '../../../markets/model/fees';
import { useMarketData } from '../../../markets/use-market-data';
import type { PanelApi, PanelProps } from '../../../panel-contract/panel-props';
import type { PanelSelection } from '../../../panel-contract/panel-selection';
import { strategyPair, strategyRules } from '../model/strategy-backtest';
import { readAmount, typedDecimal } from '../model/typed-number';
import { STRATEGY_LEGS, strategyPanelId, strategyVenues, type Strategy } from '../model/strategies';
import type { StrategyPanelState } from '../model/strategy-alert-settings';
import {
  strategyFormSchema,
  strategyFormValues,
  strategyLeverageLimit,
  toStrategySettings,
  type StrategyFormContext,
  type StrategyFormValues,
} from '../model/strategy-form';
import { strategyMarkets, strategyMaxLeverageOf } from '../model/strategy-quote';
import { LiveFigures } from './live-figures';
import { SaveFooter } from './save-footer';
import { SelectedStatus } from './selected-status';
import { KeptAlertSection, useKeptAlerts } from './kept-alerts';
import { StrategyFields } from './strategy-fields';
import { StrategyWatchSection } from './strategy-watch-section';
import { HandedMarketNote, RefusedMarketNote, useHandedMarket } from './use-handed-market';
import { useUnsavedGuard } from './use-unsaved-guard';
import { VolumeBotSettingsGate } from './volume-bot-settings-gate';

const NO_FEES = {};

export interface StrategyParams {
  strategy: Strategy;
}

interface StrategyFormProps {
  strategy: Strategy;
  userId: string;
  saved: StrategySettings | undefined;
  exchanges: VolumeBotSettings['exchanges'];
  api: PanelApi;
  selection: PanelSelection | null;
  /** Alert settings kept with the panel by an older version, not yet kept with the strategy. */
  legacyAlerts: StrategyPanelState['alerts'] | undefined;
}

function StrategyForm(props: StrategyFormProps) {
  const { strategy, userId, saved, exchanges, api, selection, legacyAlerts } = props;
  const { t, i18n } = useTranslation();
  const legs = STRATEGY_LEGS[strategy];
  const data = useMarketData(strategyVenues(strategy));
  const save = useSaveVolumeBot(userId);
  const alerts = useKeptAlerts(userId, strategy, saved, legacyAlerts);
  const [savedAt, setSavedAt] = useState(saved?.savedAt ?? null);
  // What the bot runs is what was saved: the watch follows the saved settings, not the form being edited.
  const [running, setRunning] = useState(saved);
  const known = data.venues.every((venue) => venue.feed?.snapshot != null);
  // The same array while the venues list the same markets, so that the fields are not drawn again by each update.
  const marketsKey = strategyMarkets(legs, data.board).join('\n');
  const markets = useMemo(() => (marketsKey === '' ? [] : marketsKey.split('\n')), [marketsKey]);
  const listed = useMemo(() => (known ? new Set(markets) : null), [known, markets]);
  const context: StrategyFormContext = {
    locale: i18n.language,
    listed,
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
    setValue,
    formState: { isDirty },
  } = useForm<StrategyFormValues>({
    resolver: zodResolver(strategyFormSchema(context)),
    defaultValues: strategyFormValues(saved),
  });
  useUnsavedGuard(api, isDirty);
  const handed = useHandedMarket(strategy, selection, { exchanges, listed }, (over) => {
    const edit = { shouldDirty: true, shouldValidate: true };
    setValue('market', over.market, edit);
    if (over.size) setValue('size', String(over.size.sizeUsd), edit);
    if (over.thresholds) {
      setValue('openSpread', typedDecimal(over.thresholds.openSpreadApr, i18n.language), edit);
      setValue('closeSpread', typedDecimal(over.thresholds.closeSpreadApr, i18n.language), edit);
    }
  });
  const values = useWatch({ control }) as StrategyFormValues;
  const leverageLimit = strategyLeverageLimit(values, context);
  const size = readAmount(values.size, i18n.language);
  const fees = useTradingFees(userId);
  const feeChoices = useMemo(() => (fees.data ? feeChoicesOf(fees.data.venues) : NO_FEES), [fees.data]);
  const rules = strategyRules(values, context);
  const pair = rules
    ? strategyPair(
        legs,
        data.board.find((row) => row.base === values.market),
      )
    : null;
  const putThresholds = useCallback(
    (openSpreadApr: number, closeSpreadApr: number) => {
      // An edit like the user's own: the form shows it as unsaved until Save.
      const options = { shouldDirty: true, shouldValidate: true };
      setValue('openSpread', typedDecimal(openSpreadApr, i18n.language), options);
      setValue('closeSpread', typedDecimal(closeSpreadApr, i18n.language), options);
    },
    [setValue, i18n.language],
  );

  const onSubmit = (submitted: StrategyFormValues) => {
    if (save.isPending) return;
    const settings = toStrategySettings(submitted, i18n.language, new Date());
    // The alert settings go with the strategy: a first Save keeps those set (or kept with the panel) meanwhile.
    save.mutate(
      { bots: { [strategy]: { ...settings, alerts: alerts.settings } } },
      {
        onSuccess: () => {
          setSavedAt(settings.savedAt);
          setRunning(settings);
          reset(submitted);
        },
      },
    );
  };

  const options = useMemo(
    () => (values.market !== '' && !markets.includes(values.market) ? [values.market, ...markets] : markets),
    [values.market, markets],
  );
  return (
    <Stack spacing={2}>
      {running ? (
        <StrategyWatchSection strategy={strategy} saved={running} exchanges={exchanges} data={data} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('volumeBot.watch.saveFirst')}
        </Typography>
      )}
      <KeptAlertSection alerts={alerts} />
      <LiveFigures
        strategy={strategy}
        data={data}
        market={values.market}
        sizeUsd={size.kind === 'number' && size.value > 0 ? size.value : null}
      />
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        {handed.followed && isDirty && values.market === handed.followed.market && (
          <HandedMarketNote handed={handed.followed} />
        )}
        {handed.refused && (
          <RefusedMarketNote strategy={strategy} refused={handed.refused} onClose={handed.dismissRefused} />
        )}
        <StrategyFields
          control={control}
          register={register}
          options={options}
          known={known}
          leverageMax={leverageLimit.max}
          leverageMarket={leverageLimit.market}
        />
        <SaveFooter savedAt={savedAt} saving={save.isPending} error={save.isError ? save.error : null} />
      </Stack>
      <BacktestSection
        subject={
          rules && pair?.kind === 'pair'
            ? { base: values.market, long: pair.long, short: pair.short, rules, fees: feeChoices }
            : null
        }
        waiting={
          !rules
            ? t('backtest.needsSettings')
            : known
              ? t('backtest.notListed', { market: values.market })
              : t('backtest.needsMarketData')
        }
        onUse={putThresholds}
      />
    </Stack>
  );
}

/** One strategy bot: its live figures, whether it is the selected bot, its alerts and its settings. */
export default function StrategyPanel(props: PanelProps<StrategyParams, StrategyPanelState>) {
  const { params, api, selection, initialState } = props;
  const user = useSignedInUser();
  const { strategy } = params;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <VolumeBotSettingsGate userId={user.id} entry={`bots.${strategy}`}>
        {(settings) => (
          <>
            <SelectedStatus userId={user.id} panelId={strategyPanelId(strategy)} />
            <StrategyForm
              strategy={strategy}
              userId={user.id}
              saved={settings.bots[strategy]}
              exchanges={settings.exchanges}
              api={api}
              selection={selection}
              legacyAlerts={initialState?.alerts}
            />
          </>
        )}
      </VolumeBotSettingsGate>
    </Stack>
  );
}
