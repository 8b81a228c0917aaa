import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';

const loadAlert = () => import('@mui/material/Alert');

/**
 * The message in a plain outlined frame, for when the alert's code cannot be fetched (offline, or a new version
 * replaced the files): the user still reads why the sign-in failed, which is most likely the same network trouble.
 */
function PlainAlert({ children, role = 'alert', severity = 'info' }: AlertProps) {
  return (
    <Box role={role} sx={{ px: 2, py: 1.5, border: 1, borderRadius: 1, borderColor: `${severity}.main` }}>
      {children}
    </Box>
  );
}

const Alert = lazy(() => loadAlert().catch(() => ({ default: PlainAlert })));

/** Fetches the alert's code ahead of need, e.g. while a form's request runs. */
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
