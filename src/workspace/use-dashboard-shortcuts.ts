import { useLayoutEffect } from 'react';
import { takeEarlyPalette } from './early-palette';
import { shortcutFor } from './model/shortcuts';
import { useWorkspaceActions } from './workspace-context';

/** Whether the key press happens where it types text (a field, an editable area): '?' is then a question mark. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The dashboard's keyboard shortcuts, on every dashboard page: see model/shortcuts.ts and the shortcuts dialog. They
 * are there from the dashboard's first paint (a layout effect: before the browser paints, where an ordinary effect may
 * come after the user's first key), and a Ctrl+K pressed while it loaded opens the palette now (early-palette.ts).
 */
export function useDashboardShortcuts(): void {
  const { setDialog } = useWorkspaceActions();
  useLayoutEffect(() => {
    if (takeEarlyPalette()) setDialog('palette');
    const onKeyDown = (event: KeyboardEvent) => {
      const command = shortcutFor(event, isTyping(event.target));
      if (!command) return;
      // Ctrl+K is the browser's own search shortcut: the dashboard's is what the user meant here.
      event.preventDefault();
      setDialog(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setDialog]);
}
