import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** SPEC §2: panels whose content the product does not have yet say only 'Content for {title}'. */
export default function PlaceholderPanel({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 3 }}>
      <Typography color="text.secondary">{t('panels.placeholder', { title })}</Typography>
    </Box>
  );
}
