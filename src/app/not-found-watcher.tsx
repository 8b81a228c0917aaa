import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageTextSaysNotFound } from './model/not-found-text';
import { PATHS } from '../config/paths';

export const NOT_FOUND_CHECK_DELAY_MS = 1000;

/** One second after each route change (except on /), a page that reads as a 404 goes to /. */
export function NotFoundWatcher() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname === PATHS.root) return;
    const timer = window.setTimeout(() => {
      if (pageTextSaysNotFound(document.body)) void navigate(PATHS.root, { replace: true });
    }, NOT_FOUND_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, navigate]);
  return null;
}
