import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import type { ToastAction } from './toast-action';

export type { ToastAction };

/** A toast closes itself after 3 seconds and can be closed by hand. */
export const TOAST_DURATION_MS = 3000;

const ToastView = lazy(() => import('./toast-view'));

export interface ToastOptions {
  action?: ToastAction;
  /** How long it shows: a toast with something to do stays longer than one that only tells (TOAST_DURATION_MS). */
  durationMs?: number;
}

interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
  action?: ToastAction;
  duration: number;
}

type ShowToast = (message: string, severity?: AlertColor, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  // A short message: this module is on the sign-in page, whose every byte counts (.size-limit.js).
  if (!show) throw new Error('no ToastProvider');
  return show;
}

/** One toast at a time for the whole app; a new one replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<ShowToast>((message, severity = 'success', options = {}) => {
    setToast({
      id: Date.now() + Math.random(),
      message,
      severity,
      action: options.action,
      duration: options.durationMs ?? TOAST_DURATION_MS,
    });
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView {...toast} open={open} onClose={() => setOpen(false)} onExited={() => setToast(null)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
