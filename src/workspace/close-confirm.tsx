import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useCatalogue, useWorkspace, useWorkspaceActions } from './workspace-context';

/**
 * Asks before panels with unsaved changes close, and asks the browser to confirm leaving the page while any panel has
 * some. Which panels have them is each panel's own word (`api.setUnsavedChanges`).
 */
export function CloseConfirm() {
  const { t } = useTranslation();
  const actions = useWorkspaceActions();
  const { manifest } = useCatalogue();
  const closing = useWorkspace((state) => state.closing);
  const unsaved = useWorkspace((state) => state.unsaved);
  const titles = useWorkspace((state) => state.titles);
  const anyUnsaved = Object.keys(unsaved).length > 0;

  useEffect(() => {
    if (!anyUnsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [anyUnsaved]);

  const names = closing
    .filter((id) => unsaved[id])
    .map((id) => titles[id] ?? manifest(id)?.title(t) ?? id)
    .join(', ');
  return (
    <ConfirmDialog
      open={closing.length > 0}
      title={t('workspace.unsavedTitle')}
      message={t('workspace.unsavedMessage', { titles: names })}
      confirmLabel={t('workspace.discardAndClose')}
      cancelLabel={t('workspace.keepEditing')}
      onConfirm={actions.confirmClose}
      onCancel={actions.cancelClose}
    />
  );
}
