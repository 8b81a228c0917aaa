import { memo, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AlertSettingsForm, useAppliedAlertSettings } from '../../../components/alerts/alert-settings-form';
import { DecimalField } from '../../../components/decimal-field';
import {
  alertFormSchema,
  isAlertFieldError,
  type AlertFormSettings,
  type AlertFormValues,
} from '../model/strategy-alert-settings';
import type { Strategy } from '../model/strategies';
import { AlertListButton } from './alert-list';

interface StrategyAlertSettingsProps {
  strategy: Strategy;
  settings: AlertFormSettings;
  onChange: (settings: AlertFormSettings) => void;
}

/**
 * A strategy's alerts: on or off (off by default), on what, with or without sound; what the browser allows; and the
 * strategy's alerts in the alert log. Settings apply as they change and are kept with the saved strategy
 * (kept-alerts.tsx).
 * Memoised: the strategy panel renders again with each market data update, which changes nothing here.
 */
export const StrategyAlertSection = memo(function StrategyAlertSection({
  strategy,
  settings,
  onChange,
}: StrategyAlertSettingsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { control, subscribe } = useForm<AlertFormValues>({
    mode: 'onChange',
    resolver: zodResolver(alertFormSchema),
    defaultValues: settings,
  });
  const enabled = useWatch({ control, name: 'enabled' });
  // Every change that passes the rules goes to the panel at once.
  useAppliedAlertSettings(subscribe, alertFormSchema, onChange);
  const message = (key: string) => (isAlertFieldError(key) ? t(`volumeBot.alerts.errors.${key}`) : key);
  const check = (
    name: 'spreadCrossing' | 'fundingFlip' | 'rebalance' | 'marginHigh' | 'fundingNegative',
    label: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox size="small" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );

  return (
    <AlertSettingsForm
      control={control}
      labelledBy={headingId}
      header={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
            {t('volumeBot.alerts.title')}
          </Typography>
          <AlertListButton strategy={strategy} />
        </Stack>
      }
      enableLabel={t('volumeBot.alerts.enable')}
      soundLabel={t('volumeBot.alerts.sound')}
      fieldsWhileOff={false}
      variant="box"
      footer={
        enabled && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('volumeBot.alerts.watched')}
          </Typography>
        )
      }
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {t('volumeBot.alerts.always')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <DecimalField
          control={control}
          name="imbalancePct"
          label={t('volumeBot.alerts.imbalance')}
          unit="%"
          unitAt="end"
          message={message}
        />
        <DecimalField
          control={control}
          name="liquidationPct"
          label={t('volumeBot.alerts.liquidation')}
          unit="%"
          unitAt="end"
          message={message}
        />
      </Box>
      <Stack>
        {check('spreadCrossing', t('volumeBot.alerts.spreadCrossing'))}
        {check('fundingFlip', t('volumeBot.alerts.fundingFlip'))}
        {check('fundingNegative', t('volumeBot.alerts.fundingSinceOpen'))}
        {check('rebalance', t('volumeBot.alerts.rebalanceOn'))}
        {check('marginHigh', t('volumeBot.alerts.marginHigh'))}
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <DecimalField
          control={control}
          name="rebalancePct"
          label={t('volumeBot.alerts.rebalance')}
          unit="%"
          unitAt="end"
          message={message}
        />
      </Box>
    </AlertSettingsForm>
  );
});
