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

/** Opens the window a panel pops out into (in the user's click); null when the browser would not. */
export function openPanelWindow(id: string, title: string, width: number, height: number): Window | null {
  const opened = window.open(
    '',
    `poolbot-panel-${id}`,
    `popup,width=${Math.round(width)},height=${Math.round(height)}`,
  );
  if (!opened) return null;
  opened.document.title = title;
  copyStyles(document, opened.document);
  return opened;
}

const renameWindow = (target: Window, title: string) => {
  target.document.title = title;
};

interface PopOutWindowProps {
  target: Window;
  title: string;
  /** The user closed the window: the panel goes back. */
  onClosed: () => void;
  children: ReactNode;
}

/**
 * A panel in a window of its own (a second screen): the same page's code renders into it, so the panel stays on the
 * same live data, the same socket and the same sign-in. Closing the window brings the panel back; bringing the panel
 * back (or closing it) closes the window.
 */
export function PopOutWindow({ target, title, onClosed, children }: PopOutWindowProps) {
  const base = useTheme();
  const closed = useEffectEvent(onClosed);
  useEffect(() => {
    const back = () => closed();
    target.addEventListener('pagehide', back);
    return () => {
      target.removeEventListener('pagehide', back);
      target.close();
    };
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
