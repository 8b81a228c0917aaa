import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';

const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

/** Fetches the alert's code ahead of need, e.g. when a form is sent; a failed fetch is tried again when shown. */
export function preloadAlert(): void {
  loadAlert().catch(() => undefined);
}

/**
 * MUI's Alert, fetched the first time one is shown: the sign-in page shows one only after something went wrong, so
 * its code (with its five icons) is not part of what the page needs to open.
 */
export function DeferredAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
