import { useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';

/**
 * A theme for what renders in another window: MUI's menus, lists, tooltips and dialogs open in that window's page, not
 * in the main one (their portals default to the main page's body).
 */
function themeFor(base: Theme, body: HTMLElement): Theme {
  const inThatPage = { defaultProps: { container: body } };
  return {
    ...base,
    components: {
      ...base.components,
      MuiModal: inThatPage,
      MuiPopover: inThatPage,
      MuiPopper: inThatPage,
      MuiDialog: inThatPage,
      MuiMenu: inThatPage,
      MuiTooltip: { defaultProps: { slotProps: { popper: { container: body } } } },
    },
  };
}

/** The main page's stylesheets (the bundled fonts and CSS), copied into the new window's page. */
function copyStyles(from: Document, to: Document) {
  for (const node of from.querySelectorAll('link[rel="stylesheet"], style:not([data-emotion])')) {
    to.head.appendChild(node.cloneNode(true));
  }
}

/**
 * A window that goes away sooner than this after the panel showed in it was closed by the browser or an extension (a
 * pop-up blocker that lets `window.open` answer, then closes what it opened), not by the user, who has barely seen it.
 * Counted from the panel's showing, not from the click: on a busy machine the panel may take a second to get there,
 * and the window's `pagehide` half a second more after it closed.
 */
export const POP_OUT_SETTLE_MS = 2000;

/**
 * Opens the window a panel pops out into (in the user's click); null when the browser would not, or gave a window
 * this page cannot write into (then it is closed again).
 */
export function openPanelWindow(id: string, title: string, width: number, height: number): Window | null {
  const opened = window.open(
    '',
    `poolbot-panel-${id}`,
    `popup,width=${Math.round(width)},height=${Math.round(height)}`,
  );
  if (!opened) return null;
  try {
    opened.document.title = title;
    copyStyles(document, opened.document);
    return opened;
  } catch {
    opened.close();
    return null;
  }
}

const renameWindow = (target: Window, title: string) => {
  target.document.title = title;
};

interface PopOutWindowProps {
  target: Window;
  title: string;
  /**
   * The window went away: the panel goes back. `atOnce` when it went before the user could have closed it (see
   * POP_OUT_SETTLE_MS), or was gone before the panel could show in it: the pop-out failed.
   */
  onClosed: (atOnce: boolean) => void;
  children: ReactNode;
}

/**
 * A panel in a window of its own (a second screen): the same page's code renders into it, so the panel stays on the
 * same live data, the same socket and the same sign-in. Closing the window brings the panel back; bringing the panel
 * back (or closing it) closes the window: the workspace store does that (workspace-store.ts), not this component's
 * unmount, which React's development checks rehearse once as it mounts (that closed every window at once).
 */
export function PopOutWindow({ target, title, onClosed, children }: PopOutWindowProps) {
  const base = useTheme();
  const closed = useEffectEvent(onClosed);
  useEffect(() => {
    // Gone already (closed between the click and now): nothing will say so but this.
    if (target.closed) {
      closed(true);
      return;
    }
    const shownAt = Date.now();
    const back = () => closed(Date.now() - shownAt < POP_OUT_SETTLE_MS);
    target.addEventListener('pagehide', back);
    return () => target.removeEventListener('pagehide', back);
  }, [target]);
  useEffect(() => renameWindow(target, title), [target, title]);
  const cache = useMemo(() => createCache({ key: 'pop-out', container: target.document.head }), [target]);
  const theme = useMemo(() => themeFor(base, target.document.body), [base, target]);
  return createPortal(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>,
    target.document.body,
  );
}
