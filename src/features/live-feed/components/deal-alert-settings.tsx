import { memo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasRules, parseKeywords, type AlertSettings, type AlertTrigger } from '../model/deal-alerts';
import { MAX_ALERT_KEYWORDS, MAX_KEYWORD_LENGTH } from '../model/feed-panel-state';
import { askNotificationAccess, notificationAccess, unlockSound, type NotificationAccess } from './deal-alert-output';
import { formatDateTime } from './feed-format';
import { GradeSelect } from './grade-select';
import { MaxPriceField, MinDiscountField } from './number-field';
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

function AccessNote({ access, onAsk }: { access: NotificationAccess; onAsk: () => void }) {
  const { t } = useTranslation();
  if (access === 'granted') return null;
  if (access === 'default') {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onAsk}>
            {t('feed.alerts.allow')}
          </Button>
        }
      >
        {t('feed.alerts.notAskedYet')}
      </Alert>
    );
  }
  return <Alert severity="warning">{t(access === 'denied' ? 'feed.alerts.refused' : 'feed.alerts.unsupported')}</Alert>;
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
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const [keywordText, setKeywordText] = useState(settings.keywords.join(', '));
  const set = <K extends keyof AlertSettings>(key: K, value: AlertSettings[K]) =>
    onChange({ ...settings, [key]: value });

  const ask = () => {
    unlockSound();
    void askNotificationAccess().then(setAccess);
  };

  return (
    <Stack
      id={id}
      component="section"
      aria-label={t('feed.alerts.title')}
      spacing={1.25}
      sx={{ px: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={settings.enabled}
            onChange={(event) => {
              const enabled = event.target.checked;
              // The click is the gesture browsers want before they play sound or ask for permission.
              if (enabled) ask();
              set('enabled', enabled);
            }}
          />
        }
        label={t('feed.alerts.enable')}
      />
      {settings.enabled && <AccessNote access={access} onAsk={ask} />}
      {settings.enabled && paused && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('feed.alerts.pausedNote')}
        </Typography>
      )}
      <RadioGroup
        row
        aria-label={t('feed.alerts.on')}
        value={settings.on}
        onChange={(event) => set('on', event.target.value as AlertTrigger)}
      >
        <FormControlLabel value="goodDeals" control={<Radio size="small" />} label={t('feed.alerts.onGoodDeals')} />
        <FormControlLabel value="rules" control={<Radio size="small" />} label={t('feed.alerts.onRules')} />
      </RadioGroup>
      {settings.on === 'rules' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>
          <MinDiscountField value={settings.minDiscountPct} onChange={(value) => set('minDiscountPct', value)} />
          <MaxPriceField value={settings.maxPriceUsd} onChange={(value) => set('maxPriceUsd', value)} />
          <GradeSelect label={t('feed.gradeFilter')} value={settings.grade} onChange={(grade) => set('grade', grade)} />
          <TextField
            label={t('feed.alerts.keywords')}
            helperText={t('feed.alerts.keywordsHelp')}
            value={keywordText}
            onChange={(event) => {
              setKeywordText(event.target.value);
              set(
                'keywords',
                parseKeywords(event.target.value)
                  .map((keyword) => keyword.slice(0, MAX_KEYWORD_LENGTH))
                  .slice(0, MAX_ALERT_KEYWORDS),
              );
            }}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={settings.useBotKeywords}
                  onChange={(event) => set('useBotKeywords', event.target.checked)}
                />
              }
              label={t('feed.alerts.useBotKeywords')}
            />
            <BotKeywordsNote state={botKeywords} />
          </Box>
          {!hasRules(settings) && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ gridColumn: '1 / -1' }}>
              {t('feed.alerts.noRules')}
            </Typography>
          )}
        </Box>
      )}
      <FormControlLabel
        control={
          <Checkbox size="small" checked={settings.sound} onChange={(event) => set('sound', event.target.checked)} />
        }
        label={t('feed.alerts.sound')}
      />
      {lastAlert && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('feed.alerts.last', { count: lastAlert.count, time: formatDateTime(i18n.language, lastAlert.at) })}
        </Typography>
      )}
    </Stack>
  );
});
