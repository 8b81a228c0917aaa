import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast';
import { useCatalogue, useWorkspace, useWorkspaceActions } from './workspace-context';

/**
 * How long "Undo" stays after panels close: longer than an ordinary toast's 3 s (SPEC), since it asks the user to read
 * it and reach its button, and it waits while the pointer or the keyboard is on it. See docs/decisions/0171.
 */
export const UNDO_DURATION_MS = 8000;

/** After the user closes panels (one, or Close all): a toast that says so, with Undo to put them back as they were. */
export function UndoClose() {
  const { t } = useTranslation();
  const toast = useToast();
  const { manifest } = useCatalogue();
  const actions = useWorkspaceActions();
  const closing = useWorkspace((state) => state.lastClosing);
  const announce = useEffectEvent((closed: NonNullable<typeof closing>) => {
    const [only] = closed.panels;
    const message =
      closed.panels.length === 1 && only
        ? t('workspace.closed', { title: manifest(only.id)?.title(t) ?? only.id })
        : t('workspace.closedMany', { count: closed.panels.length });
    toast(message, 'info', {
      action: { label: t('workspace.undo'), run: actions.undoClose },
      durationMs: UNDO_DURATION_MS,
    });
  });
  useEffect(() => {
    if (closing) announce(closing);
  }, [closing]);
  return null;
}
