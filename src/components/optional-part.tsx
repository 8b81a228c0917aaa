import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

interface OptionalPartProps {
  children: ReactNode;
  /** What holds its place while its code loads. */
  placeholder?: ReactNode;
  /** What shows if it cannot be shown: nothing, unless the page would be missing something users need to know of. */
  fallback?: ReactNode;
}

/**
 * A lazily loaded extra of a page (the language menu, the access-list sign-up, the demo hint). If its code cannot be
 * downloaded, or it fails, it is left out (or replaced by `fallback`) and the page around it keeps working.
 */
export function OptionalPart({ children, placeholder = null, fallback = null }: OptionalPartProps) {
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </ErrorBoundary>
  );
}
