import { useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { ToastAction } from './toast-action';
import { TooltipIconButton } from './tooltip-icon-button';

export interface ToastViewProps {
  id: number;
  message: string;
  severity: AlertColor;
  action?: ToastAction;
  open: boolean;
  duration: number;
  onClose: () => void;
  onExited: () => void;
}

/** Loaded with the first toast: the sign-in page does not pay for the Snackbar. */
export default function ToastView({
  id,
  message,
  severity,
  action,
  open,
  duration,
  onClose,
  onExited,
}: ToastViewProps) {
  const { t } = useTranslation();
  // A toast with a button waits while the keyboard is on it (the pointer on it already pauses every toast).
  const [focused, setFocused] = useState(false);
  const closeLabel = t('app.closeToast');
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={focused ? null : duration}
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
        sx={{ boxShadow: 6, alignItems: 'center' }}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        onClose={onClose}
        slotProps={{ closeButton: { title: closeLabel } }}
        action={
          action ? (
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  action.run();
                  onClose();
                }}
              >
                {action.label}
              </Button>
              <TooltipIconButton color="inherit" size="small" label={closeLabel} onClick={onClose}>
                <CloseIcon fontSize="small" />
              </TooltipIconButton>
            </>
          ) : undefined
        }
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
