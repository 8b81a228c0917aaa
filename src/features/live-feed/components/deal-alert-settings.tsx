import { memo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasRules, type AlertSettings } from '../model/deal-alerts';
import { alertFormSchema, keywordsOfText, toAlertForm, type AlertFormValues } from '../model/deal-alert-form';
import { AlertSettingsForm, useAppliedAlertSettings } from '../../../components/alerts/alert-settings-form';
import { formatDateTime } from '../../../lib/format/time';
import { ConfidenceSelect } from './confidence-select';
import { GradeSelect } from './grade-select';
import { MaxPriceField, MinDiscountField } from './limit-fields';
import type { LastAlert } from './use-deal-alerts';

export interface BotKeywordsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  count: number;
}

interface DealAlertSettingsProps {
  id: string;
  settings: AlertSettings;
  onChange: (settings: AlertSettings) => void;
  paused: boolean;
  botKeywords: BotKeywordsState;
  lastAlert: LastAlert | null;
}

function BotKeywordsNote({ state }: { state: BotKeywordsState }) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  const text =
    state.status === 'loading'
      ? t('feed.alerts.botKeywordsLoading')
      : state.status === 'error'
        ? t('feed.alerts.botKeywordsError')
        : state.count === 0
          ? t('feed.alerts.botKeywordsNone')
          : t('feed.alerts.botKeywordsCount', { count: state.count });
  return (
    <Typography variant="caption" color={state.status === 'error' ? 'error' : 'text.secondary'} component="p">
      {text}
    </Typography>
  );
}

/** Deal alerts for this panel: on or off, on what, with or without sound; what the browser allows. */
export const DealAlertSettings = memo(function DealAlertSettings({
  id,
  settings,
  onChange,
  paused,
  botKeywords,
  lastAlert,
}: DealAlertSettingsProps) {
  const { t, i18n } = useTranslation();
  const { control, subscribe } = useForm<AlertFormValues>({ defaultValues: toAlertForm(settings) });
  const values = useWatch({ control }) as AlertFormValues;
  useAppliedAlertSettings(subscribe, alertFormSchema, onChange);
  const shown: AlertSettings = { ...values, keywords: keywordsOfText(values.keywordText) };
  const lastAlertTime = lastAlert ? formatDateTime(lastAlert.at, i18n.language) : null;

  return (
    <AlertSettingsForm
      control={control}
      id={id}
      label={t('feed.alerts.title')}
      enableLabel={t('feed.alerts.enable')}
      soundLabel={t('feed.alerts.sound')}
      fieldsWhileOff
      variant="band"
      notes={
        paused && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('feed.alerts.pausedNote')}
          </Typography>
        )
      }
      footer={
        lastAlert && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('feed.alerts.last', { count: lastAlert.count, time: lastAlertTime ?? t('common.unknownDate') })}
          </Typography>
        )
      }
    >
      <Controller
        control={control}
        name="on"
        render={({ field }) => (
          <RadioGroup
            row
            aria-label={t('feed.alerts.on')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <FormControlLabel value="goodDeals" control={<Radio size="small" />} label={t('feed.alerts.onGoodDeals')} />
            <FormControlLabel value="rules" control={<Radio size="small" />} label={t('feed.alerts.onRules')} />
          </RadioGroup>
        )}
      />
      <Controller
        control={control}
        name="minConfidence"
        render={({ field }) => <ConfidenceSelect value={field.value} onChange={field.onChange} />}
      />
      {values.on === 'rules' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>
          <Controller
            control={control}
            name="minDiscountPct"
            render={({ field }) => <MinDiscountField value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="maxPriceUsd"
            render={({ field }) => <MaxPriceField value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="grade"
            render={({ field }) => (
              <GradeSelect label={t('feed.gradeFilter')} value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name="keywordText"
            render={({ field }) => (
              <TextField
                label={t('feed.alerts.keywords')}
                helperText={t('feed.alerts.keywordsHelp')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
                sx={{ gridColumn: '1 / -1' }}
              />
            )}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="useBotKeywords"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      size="small"
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('feed.alerts.useBotKeywords')}
                />
              )}
            />
            <BotKeywordsNote state={botKeywords} />
          </Box>
          {!hasRules(shown) && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ gridColumn: '1 / -1' }}>
              {t('feed.alerts.noRules')}
            </Typography>
          )}
        </Box>
      )}
    </AlertSettingsForm>
  );
});
