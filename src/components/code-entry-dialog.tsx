import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from './disabled-reason';
import { CODE_LENGTH, SixDigitCodeField } from './six-digit-code-field';

interface CodeEntryDialogProps {
  title: string;
  prompt: string;
  /** Shown between the prompt and the field (the QR code and key of a 2FA setup). */
  children?: ReactNode;
  codeLabel: string;
  submitLabel: string;
  cancelLabel: string;
  submitColor?: 'primary' | 'error';
  /**
   * Checks the code. Resolves to the message to show when it did not go through, or to null when it did: the dialog
   * then stays busy until its owner closes it.
   */
  onSubmit: (code: string) => Promise<string | null>;
  onCancel: () => void;
  /** Empties the field after a failure, for flows that want a fresh code each time. */
  clearOnError?: boolean;
  maxWidth?: 'xs' | 'sm';
}

/**
 * Every six-digit code the app asks for (sign-in, 2FA setup and disable, revealing a key): digits only, Verify only
 * with six of them and never while a check runs, a spinner meanwhile, and the reason when it fails. Mounted only
 * while open, so the code is gone when it closes.
 */
export function CodeEntryDialog({
  title,
  prompt,
  children,
  codeLabel,
  submitLabel,
  cancelLabel,
  submitColor = 'primary',
  onSubmit,
  onCancel,
  clearOnError = false,
  maxWidth = 'xs',
}: CodeEntryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const complete = code.length === CODE_LENGTH;
  // Why Verify waits (not while a check runs: the spinner says that).
  const reason = complete || busy ? null : t('codeEntry.incomplete', { count: code.length });

  const submit = async () => {
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    const failure = await onSubmit(code);
    if (failure === null) return;
    setBusy(false);
    setError(failure);
    if (clearOnError) setCode('');
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{prompt}</DialogContentText>
          {children}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <SixDigitCodeField label={codeLabel} value={code} onChange={setCode} disabled={busy} autoFocus />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <DisabledReason id={reasonId} reason={reason} sx={{ mr: 'auto', pl: 1 }} />
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={busy || !complete}
            aria-describedby={reason ? reasonId : undefined}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
