import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FEED_GRADES } from '../model/feed-view';

/** A grade, or any: a native select, quick with a keyboard and on a phone. */
export function GradeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (grade: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('feed.anyGrade')}</option>
      {FEED_GRADES.map((grade) => (
        <option key={grade} value={String(grade)}>
          {grade}
        </option>
      ))}
    </TextField>
  );
}
