import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** SPEC §2: a toast closes itself after 3 seconds and can be closed by hand. */
export const TOAST_DURATION_MS = 3000;

interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
}

type ShowToast = (message: string, severity?: AlertColor) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside a ToastProvider');
  return show;
}

/** One toast at a time for the whole app; a new one replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<ShowToast>((message, severity = 'success') => {
    setToast({ id: Date.now() + Math.random(), message, severity });
    setOpen(true);
  }, []);

  const value = useMemo(() => show, [show]);
  const close = () => setOpen(false);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={toast?.id}
        open={open && toast !== null}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited: () => setToast(null) } }}
      >
        {toast ? (
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={close}
            slotProps={{ closeButton: { title: t('app.closeToast') } }}
          >
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}
