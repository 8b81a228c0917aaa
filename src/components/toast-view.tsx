import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

export interface ToastViewProps {
  id: number;
  message: string;
  severity: AlertColor;
  open: boolean;
  duration: number;
  onClose: () => void;
  onExited: () => void;
}

/** Loaded with the first toast: the sign-in page does not pay for the Snackbar. */
export default function ToastView({ id, message, severity, open, duration, onClose, onExited }: ToastViewProps) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={duration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={severity}
        // Standard, not filled: MUI's filled success green sits near 4.5:1 with either text colour (axe flagged it);
        // the standard alert's light text on a dark tint is well above it. The shadow lifts it off the page.
        variant="standard"
        sx={{ boxShadow: 6 }}
        onClose={onClose}
        slotProps={{ closeButton: { title: t('app.closeToast') } }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
