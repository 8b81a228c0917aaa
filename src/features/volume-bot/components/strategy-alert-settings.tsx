import { memo, useEffect, useEffectEvent, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  askNotificationAccess,
  notificationAccess,
  unlockSound,
  type NotificationAccess,
} from '../../../components/alerts/alert-output';
import { NotificationAccessNote } from '../../../components/alerts/notification-access-note';
import { DecimalField } from '../../../components/decimal-field';
import { alertFormSchema, isAlertFieldError, type AlertFormValues } from '../model/strategy-alert-settings';
import type { StrategyAlertSettings } from '../model/strategy-alerts';
import { AlertListButton } from './alert-list';

interface StrategyAlertSettingsProps {
  settings: StrategyAlertSettings;
  onChange: (settings: StrategyAlertSettings) => void;
}

/**
 * A strategy's alerts: on or off (off by default), on what, with or without sound; what the browser allows; and the
 * session's list of alerts. Settings apply as they change and are kept with the panel. Memoised: the strategy panel
 * renders again with each market data update, which changes nothing here.
 */
export const StrategyAlertSection = memo(function StrategyAlertSection({
  settings,
  onChange,
}: StrategyAlertSettingsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const { control, subscribe } = useForm<AlertFormValues>({
    mode: 'onChange',
    resolver: zodResolver(alertFormSchema),
    defaultValues: settings,
  });
  const enabled = useWatch({ control, name: 'enabled' });
  // Every change that passes the rules goes to the panel at once (to its latest handler).
  const apply = useEffectEvent((next: StrategyAlertSettings) => onChange(next));
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const parsed = alertFormSchema.safeParse(values);
          if (parsed.success) apply(parsed.data);
        },
      }),
    [subscribe],
  );
  const ask = () => {
    unlockSound();
    void askNotificationAccess().then(setAccess);
  };
  const message = (key: string) => (isAlertFieldError(key) ? t(`volumeBot.alerts.errors.${key}`) : key);
  const check = (name: 'spreadCrossing' | 'fundingFlip' | 'sound', label: string) => (
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
    <Stack
      component="section"
      aria-labelledby={headingId}
      spacing={1}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('volumeBot.alerts.title')}
        </Typography>
        <AlertListButton />
      </Stack>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => {
                  const on = event.target.checked;
                  // The click is the gesture browsers want before they play sound or ask for permission.
                  if (on) ask();
                  field.onChange(on);
                }}
              />
            }
            label={t('volumeBot.alerts.enable')}
          />
        )}
      />
      {enabled && <NotificationAccessNote access={access} onAsk={ask} />}
      {enabled && (
        <>
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
            {check('sound', t('volumeBot.alerts.sound'))}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('volumeBot.alerts.whileOpen')}
          </Typography>
        </>
      )}
    </Stack>
  );
});
