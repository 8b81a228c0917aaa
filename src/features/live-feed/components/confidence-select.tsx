import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CONFIDENCE_LEVELS, type Confidence } from '../../../cards/model/confidence';

/** The least confidence a deal must have to alert: a native select, highest first. */
export function ConfidenceSelect({ value, onChange }: { value: Confidence; onChange: (level: Confidence) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('feed.alerts.minConfidence')}
      helperText={t('feed.alerts.minConfidenceHelp')}
      value={value}
      onChange={(event) => {
        const level = CONFIDENCE_LEVELS.find((known) => known === event.target.value);
        if (level) onChange(level);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: 320 }}
    >
      {[...CONFIDENCE_LEVELS].reverse().map((level) => (
        <option key={level} value={level}>
          {t(`cards.confidence.level.${level}`)}
        </option>
      ))}
    </TextField>
  );
}
