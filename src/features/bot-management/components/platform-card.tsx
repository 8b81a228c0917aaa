import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import { DecimalField } from '../../../components/decimal-field';
import { PLATFORM_FACTS } from '../../../feed/platforms';
import { PERCENTAGE_MAX, type BotSettings, type Platform, type SettingsProblem } from '../model/bot-settings';

/** Wide enough for the longest label ('% del prezzo') without cutting it; the fields share what is left. */
const numberFieldSx = { flex: '1 1 9.5rem', minWidth: '9.5rem' } as const;

/** One platform's buy-bot rules: on or off, min/max/percentage for PSA 10 and PSA 9, and the most per buy. */
export function PlatformCard({
  platform,
  control,
  problems,
}: {
  platform: Platform;
  control: Control<BotSettings>;
  problems: SettingsProblem[];
}) {
  const { t } = useTranslation();
  const name = t(PLATFORM_FACTS[platform].nameKey);
  const has = (kind: SettingsProblem['kind'], grade?: 'psa10' | 'psa9') =>
    problems.some(
      (problem) =>
        problem.kind === kind &&
        'platform' in problem &&
        problem.platform === platform &&
        (!grade || ('grade' in problem && problem.grade === grade)),
    );
  return (
    <Card variant="outlined" component="section" aria-label={name}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
            {name}
          </Typography>
          <Controller
            control={control}
            name={`platforms.${platform}.enabled`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
                // The label says the state the switch is in, so an off platform does not read "Enabled".
                label={field.value ? t('botManagement.enabled') : t('botManagement.disabled')}
              />
            )}
          />
        </Stack>
        {(['psa10', 'psa9'] as const).map((grade) => (
          <Box
            key={grade}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}
            role="group"
            aria-label={`${name} ${t(`botManagement.${grade}`)}`}
          >
            {/* On a narrow screen the grade takes its own line and the fields wrap, each wide enough for its label. */}
            <Typography sx={{ flex: { xs: '1 1 100%', sm: '0 0 64px' } }}>{t(`botManagement.${grade}`)}</Typography>
            <DecimalField
              control={control}
              name={`platforms.${platform}.${grade}.min`}
              label={t('botManagement.min')}
              error={has('minAboveMax', grade)}
              sx={numberFieldSx}
            />
            <DecimalField
              control={control}
              name={`platforms.${platform}.${grade}.max`}
              label={t('botManagement.max')}
              error={has('minAboveMax', grade)}
              sx={numberFieldSx}
            />
            <DecimalField
              control={control}
              name={`platforms.${platform}.${grade}.percentage`}
              label={t('botManagement.percentage')}
              max={PERCENTAGE_MAX}
              emptyValue={0}
              sx={numberFieldSx}
            />
          </Box>
        ))}
        {/* The card is the platform's labelled region, as for Min and Max: a label that repeats the platform's name
            is cut on a phone ('Collector Crypt · Massimo per…'). */}
        <DecimalField
          control={control}
          name={`platforms.${platform}.maxPerBuy`}
          label={t('botManagement.maxPerBuy')}
          error={has('maxPerBuy')}
        />
      </CardContent>
    </Card>
  );
}
