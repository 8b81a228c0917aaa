import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

interface OptionalPartProps {
  children: ReactNode;
  /** What holds its place while its code loads. */
  placeholder?: ReactNode;
}

/**
 * A lazily loaded extra of a page (the language menu, the access-list sign-up, the demo hint). If its code cannot be
 * downloaded, or it fails, it is left out and the page around it keeps working.
 */
export function OptionalPart({ children, placeholder = null }: OptionalPartProps) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </ErrorBoundary>
  );
}
