import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';

/** A toast closes itself after 3 seconds and can be closed by hand. */
export const TOAST_DURATION_MS = 3000;

const ToastView = lazy(() => import('./toast-view'));

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
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<ShowToast>((message, severity = 'success') => {
    setToast({ id: Date.now() + Math.random(), message, severity });
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView
            {...toast}
            open={open}
            duration={TOAST_DURATION_MS}
            onClose={() => setOpen(false)}
            onExited={() => setToast(null)}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
