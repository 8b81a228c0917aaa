import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageShell } from '../../../components/page-shell';
import { useToast } from '../../../components/toast';
import { useSignedInUser } from '../../../auth/auth-context';
import { useBotSettings, useSaveBotSettings, withSavingTime } from '../api/bot-settings';
import {
  botSettingsSchema,
  filterKeywords,
  PLATFORMS,
  POKEMON_KEYWORDS,
  settingsProblems,
  type BotSettings,
  type SettingsProblem,
} from '../model/bot-settings';
import { DecimalField } from '../../../components/decimal-field';
import { PlatformCard } from './platform-card';
import { PLATFORM_FACTS } from '../../../feed/platforms';
import { formatDate } from '../../../lib/format/time';
import type { TFunction } from 'i18next';

function problemText(problem: SettingsProblem, t: TFunction): string {
  if (problem.kind === 'noKeyword') return t('botManagement.problems.noKeyword');
  const platform = t(PLATFORM_FACTS[problem.platform].nameKey);
  if (problem.kind === 'maxPerBuy') return t('botManagement.problems.maxPerBuy', { platform });
  return t('botManagement.problems.minAboveMax', { platform, grade: t(`botManagement.${problem.grade}`) });
}

function SettingsEditor({ userId, saved }: { userId: string; saved: BotSettings }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const save = useSaveBotSettings(userId);
  // The form holds the settings as they are being edited; the schema is the saved shape, and settingsProblems the
  // rules that keep Save off (listed beside it, not under each field: some concern more than one field).
  const { control, setValue, reset, handleSubmit, formState } = useForm<BotSettings>({
    resolver: zodResolver(botSettingsSchema),
    defaultValues: saved,
  });
  const draft = useWatch({ control }) as BotSettings;
  const [search, setSearch] = useState('');
  const reasonId = useId();
  const problems = settingsProblems(draft);
  const dirty = formState.isDirty;
  const selected = new Set(draft.selectedKeywords);
  const setKeywords = (keywords: string[]) => setValue('selectedKeywords', keywords, { shouldDirty: true });
  const visible = filterKeywords(search);

  // Leaving the page inside the app with unsaved changes asks first...
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // ...and so do a reload and a closed tab.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const toggle = (keyword: string) =>
    setKeywords(
      draft.selectedKeywords.includes(keyword)
        ? draft.selectedKeywords.filter((other) => other !== keyword)
        : [...draft.selectedKeywords, keyword],
    );

  const submit = (values: BotSettings) => {
    if (settingsProblems(values).length > 0 || save.isPending) return;
    const toSave = withSavingTime(values, new Date());
    save.mutate(
      { botSettings: toSave },
      {
        onSuccess: () => {
          reset(toSave);
          toast(t('botManagement.saved'));
        },
      },
    );
  };

  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby="global-settings">
        <CardContent>
          <Typography id="global-settings" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('botManagement.global')}
          </Typography>
          <DecimalField
            control={control}
            name="globalMaxPerBuy"
            label={t('botManagement.globalMaxPerBuy')}
            helperText={t('botManagement.globalHelp')}
          />
        </CardContent>
      </Card>
      <Box component="section" aria-labelledby="platform-settings">
        <Typography id="platform-settings" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('botManagement.platforms')}
        </Typography>
        <Stack spacing={2}>
          {PLATFORMS.map((platform) => (
            <PlatformCard key={platform} platform={platform} control={control} problems={problems} />
          ))}
        </Stack>
      </Box>
      <Card variant="outlined" component="section" aria-labelledby="keywords">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
            <Typography id="keywords" variant="h6" component="h2" sx={{ flex: 1 }}>
              {t('botManagement.keywords')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('botManagement.selectedCount', { count: selected.size, total: POKEMON_KEYWORDS.length })}
            </Typography>
            <Button size="small" onClick={() => setKeywords([...POKEMON_KEYWORDS])}>
              {t('botManagement.selectAll')}
            </Button>
            <Button size="small" onClick={() => setKeywords([])}>
              {t('botManagement.selectNone')}
            </Button>
          </Stack>
          <TextField
            type="search"
            label={t('botManagement.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ mb: 1.5 }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {visible.map((keyword) => (
              <Chip
                key={keyword}
                label={keyword}
                clickable
                color={selected.has(keyword) ? 'primary' : 'default'}
                variant={selected.has(keyword) ? 'filled' : 'outlined'}
                onClick={() => toggle(keyword)}
                aria-pressed={selected.has(keyword)}
              />
            ))}
          </Box>
        </CardContent>
      </Card>
      {save.isError && <Alert severity="error">{t('botManagement.saveFailed')}</Alert>}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('botManagement.leaveTitle')}
        message={t('botManagement.leaveWarning')}
        confirmLabel={t('botManagement.leave')}
        cancelLabel={t('botManagement.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
      <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}>
        <Button
          variant="contained"
          size="large"
          disabled={problems.length > 0 || save.isPending}
          aria-describedby={problems.length > 0 ? reasonId : undefined}
          onClick={(event) => void handleSubmit(submit)(event)}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {save.isPending ? t('botManagement.saving') : t('botManagement.save')}
        </Button>
        {/* What blocks saving, beside Save rather than under the keywords, where it was out of sight. */}
        {problems.length > 0 && (
          <Box id={reasonId} component="ul" sx={{ m: 0, pl: 2.5, color: 'warning.main', flex: '1 1 16rem' }}>
            {problems.map((problem) => (
              <Typography component="li" variant="body2" key={JSON.stringify(problem)}>
                {problemText(problem, t)}
              </Typography>
            ))}
          </Box>
        )}
        <Typography variant="body2" color={dirty ? 'warning.main' : 'text.secondary'} sx={{ alignSelf: 'center' }}>
          {dirty
            ? t('botManagement.unsaved')
            : saved.timestamp
              ? t('botManagement.lastSaved', {
                  date:
                    formatDate(saved.timestamp, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) ??
                    t('common.unknownDate'),
                })
              : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}

export default function BotManagementPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const settings = useBotSettings(user.id);
  return (
    <PageShell title={t('pages.botManagement')}>
      <Typography color="text.secondary">{t('botManagement.intro')}</Typography>
      {settings.isPending && <CircularProgress aria-label={t('app.loading')} />}
      {settings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              {t('botManagement.retry')}
            </Button>
          }
        >
          {t('botManagement.loadFailed')}
        </Alert>
      )}
      {settings.isSuccess && (
        <SettingsEditor key={settings.data.timestamp ?? 'new'} userId={user.id} saved={settings.data} />
      )}
    </PageShell>
  );
}
