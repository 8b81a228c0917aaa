import { useEffect } from 'react';
import { shortcutFor } from './model/shortcuts';
import { useWorkspaceActions } from './workspace-context';

/** Whether the key press happens where it types text (a field, an editable area): '?' is then a question mark. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The dashboard's keyboard shortcuts, on every dashboard page: see model/shortcuts.ts and the shortcuts dialog. */
export function useDashboardShortcuts(): void {
  const { setDialog } = useWorkspaceActions();
  useEffect(() => {
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
