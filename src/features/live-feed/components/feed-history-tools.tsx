import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { HistoryCard, HistoryFilter } from '../model/history-table';

const ALL = '';
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The history's filter by card and grade (each "All" by default), and its CSV of the rows shown. */
export function FeedHistoryTools(props: {
  cards: readonly HistoryCard[];
  grades: readonly number[];
  filter: HistoryFilter;
  onFilter: (filter: HistoryFilter) => void;
  onExport: () => void;
  canExport: boolean;
}) {
  const { cards, grades, filter, onFilter, onExport, canExport } = props;
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        label={t('feed.history.card')}
        value={filter.card ?? ALL}
        onChange={(change) => onFilter({ ...filter, card: change.target.value === ALL ? null : change.target.value })}
        // "All cards" shows as the value, with the label above it, rather than an empty field under its label.
        slotProps={ALL_SHOWN}
        sx={{ flex: '1 1 12rem', minWidth: 0 }}
      >
        <MenuItem value={ALL}>{t('feed.history.allCards')}</MenuItem>
        {cards.map((card) => (
          <MenuItem key={card.key} value={card.key}>
            {card.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('feed.history.grade')}
        value={filter.grade === null ? ALL : String(filter.grade)}
        onChange={(change) =>
          onFilter({ ...filter, grade: change.target.value === ALL ? null : Number(change.target.value) })
        }
        slotProps={ALL_SHOWN}
        sx={{ flex: '0 1 8rem' }}
      >
        <MenuItem value={ALL}>{t('feed.history.allGrades')}</MenuItem>
        {grades.map((grade) => (
          <MenuItem key={grade} value={String(grade)}>
            {t('feed.history.gradeOption', { grade })}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="outlined" onClick={onExport} disabled={!canExport}>
        {t('feed.history.exportCsv')}
      </Button>
    </Box>
  );
}
