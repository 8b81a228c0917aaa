import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelectedBot } from './use-selected-bot';

/** Whether this strategy is the selected bot, and a way to make it so. */
export function SelectedStatus({ userId, panelId }: { userId: string; panelId: string }) {
  const { t } = useTranslation();
  const { selected, known, select } = useSelectedBot(userId, panelId);
  if (!known) return null;
  const isSelected = selected === panelId;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip
        size="small"
        color={isSelected ? 'primary' : 'default'}
        variant={isSelected ? 'filled' : 'outlined'}
        label={isSelected ? t('workspace.selected') : t('workspace.notSelected')}
      />
      <Typography variant="body2">
        {isSelected ? t('volumeBot.strategy.selected') : t('volumeBot.strategy.notSelected')}
      </Typography>
      {!isSelected && (
        <Button size="small" onClick={() => select(panelId)}>
          {t('volumeBot.strategy.select')}
        </Button>
      )}
    </Stack>
  );
}
