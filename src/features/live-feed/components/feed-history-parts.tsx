import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FeedHistoryDialog, type FeedHistoryDialogProps } from './feed-history-dialog';
import type { PanelHistory } from './use-panel-history';

export type HistoryDialog = 'view' | 'clear';

/**
 * What a feed panel shows of its stored history besides the rows: the notice that history is off (once, closable), the
 * question before clearing it, and the history view.
 */
export function FeedHistoryParts({
  history,
  open,
  onClose,
  onAskClear,
  onCleared,
  view,
}: {
  history: PanelHistory;
  open: HistoryDialog | null;
  onClose: () => void;
  /** From the history view: asks before clearing. */
  onAskClear: () => void;
  /** After the history is cleared: the panel empties its list too. */
  onCleared: () => void;
  view: Omit<FeedHistoryDialogProps, 'onClose' | 'onClear'>;
}) {
  const { t } = useTranslation();
  const [noticeClosed, setNoticeClosed] = useState(false);
  return (
    <>
      {history.status === 'off' && !noticeClosed && (
        <Alert severity="info" onClose={() => setNoticeClosed(true)} sx={{ mx: 1.5, mt: 1 }}>
          {t('feed.history.off')}
        </Alert>
      )}
      <ConfirmDialog
        open={open === 'clear'}
        title={t('feed.history.clearTitle')}
        message={t('feed.history.clearMessage', { panel: view.title })}
        confirmLabel={t('feed.history.clearConfirm')}
        cancelLabel={t('feed.history.keep')}
        onConfirm={() => {
          onClose();
          history.clear();
          onCleared();
        }}
        onCancel={onClose}
      />
      {open === 'view' && (
        <FeedHistoryDialog {...view} onClose={onClose} onClear={history.status === 'on' ? onAskClear : undefined} />
      )}
    </>
  );
}
