import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Under a market table: how many markets it lists, and how to read it, folded away until asked for. */
export function FiguresNote({ count, note }: { count: number; note: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 1.5, py: 0.75, fontSize: 12, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
      <Box component="details" sx={{ '& summary': { cursor: 'pointer' } }}>
        <summary>
          {t('markets.rows', { count })} · {t('markets.about')}
        </summary>
        <Box component="p" sx={{ m: 0, mt: 0.5 }}>
          {note}
        </Box>
      </Box>
    </Box>
  );
}
