import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../../panel-contract/panel-props';

/** Panels whose content the product does not have yet say only 'Content for {title}'. */
export default function PlaceholderPanel({ title }: PanelProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 3 }}>
      <Typography color="text.secondary">{t('panels.placeholder', { title })}</Typography>
    </Box>
  );
}
