import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Comps } from '../model/comps';
import { CompsList } from './comps-list';

export interface CompsOf {
  name: string;
  comps: Comps | null;
  /** The valuation's predicted price of the card at its grade (the price line's reference), if known. */
  predicted: number | null;
}

/** A small window over a panel: the sales seen of one row's card and grade. */
export function CompsDialog({ open, onClose }: { open: CompsOf | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = open ? t('cards.comps.title', { name: open.name }) : '';
  return (
    <Dialog open={open !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{open && <CompsList comps={open.comps} label={title} predicted={open.predicted} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cards.comps.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
