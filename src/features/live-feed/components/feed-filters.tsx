import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MAX_KEYWORD_LENGTH } from '../model/feed-panel-state';
import { activeFilterCount, NO_FILTERS, type FeedFilters } from '../model/feed-view';
import { GradeSelect } from './grade-select';
import { MaxPriceField, MinDiscountField } from './limit-fields';

interface FeedFiltersProps {
  id: string;
  filters: FeedFilters;
  onChange: (filters: FeedFilters) => void;
}

/** What the panel shows: grade, a word of the card's name, a top price, a least discount, good deals only. */
export const FeedFiltersSection = memo(function FeedFiltersSection({ id, filters, onChange }: FeedFiltersProps) {
  const { t } = useTranslation();
  const set = <K extends keyof FeedFilters>(key: K, value: FeedFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <Box
      id={id}
      component="section"
      aria-label={t('feed.filters')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 1.5,
        alignItems: 'center',
        px: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <GradeSelect label={t('feed.gradeFilter')} value={filters.grade} onChange={(grade) => set('grade', grade)} />
      <TextField
        label={t('feed.keyword')}
        value={filters.keyword}
        onChange={(event) => set('keyword', event.target.value.slice(0, MAX_KEYWORD_LENGTH))}
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: MAX_KEYWORD_LENGTH } }}
      />
      <MaxPriceField value={filters.maxPriceUsd} onChange={(value) => set('maxPriceUsd', value)} />
      <MinDiscountField value={filters.minDiscountPct} onChange={(value) => set('minDiscountPct', value)} />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={filters.goodDealsOnly}
            onChange={(event) => set('goodDealsOnly', event.target.checked)}
          />
        }
        label={t('feed.goodDealsOnly')}
      />
      <Button
        size="small"
        onClick={() => onChange(NO_FILTERS)}
        disabled={activeFilterCount(filters) === 0}
        sx={{ justifySelf: 'start' }}
      >
        {t('feed.resetFilters')}
      </Button>
    </Box>
  );
});
