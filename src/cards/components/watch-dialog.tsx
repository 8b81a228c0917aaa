import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text';
import { MAX_WATCH_ENTRIES } from '../model/watchlist';
import { toWatch, watchFormSchema, type WatchFormError, type WatchFormValues } from '../model/watch-form';
import type { WatchCard } from '../model/watchlist';

export const EMPTY_WATCH_FORM: WatchFormValues = {
  by: 'certificate',
  certificate: '',
  name: '',
  set: '',
  grade: '',
  target: '',
};

interface WatchDialogProps {
  /** What the form starts with: a row's certificate and price, ID to Price's card, or nothing (by hand). */
  initial: WatchFormValues;
  /** Only the target may change (the card is the entry's): its fields are not shown. */
  targetOnly?: boolean;
  /** The card being watched, said above the target when its fields are not shown. */
  subject?: string;
  onClose: () => void;
  /** Keeps the card; rejects when it could not (the dialog says why and stays open). */
  onSave: (watch: { card: WatchCard; targetUsd: number }) => Promise<void>;
  /** The watchlist is at its limit: nothing more can be added. */
  full?: boolean;
}

/**
 * "Watch a card": a card by PSA certificate, or by name + set + grade, with a target price in USD. Every bad input has
 * its own message under its field. Mounted only while open (each opening starts from `initial`).
 */
export function WatchDialog({ initial, targetOnly = false, subject, full = false, onClose, onSave }: WatchDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const locale = i18n.language;
  const resolver = useMemo(() => zodResolver(watchFormSchema(locale)), [locale]);
  const { control, handleSubmit, formState } = useForm<WatchFormValues>({ defaultValues: initial, resolver });
  const [failure, setFailure] = useState<string | null>(null);
  const by = useWatch({ control, name: 'by' });
  const submit = handleSubmit(async (values) => {
    const chosen = toWatch(values, locale);
    if (!chosen) return;
    setFailure(null);
    try {
      await onSave(chosen);
      onClose();
    } catch (error) {
      setFailure(t('watchlist.saveFailed', { reason: errorText(error, t) }));
    }
  });
  const field = (name: Exclude<keyof WatchFormValues, 'by'>, extra: { inputMode?: 'decimal' | 'numeric' } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...props }, fieldState }) => (
        <TextField
          {...props}
          inputRef={ref}
          label={t(`watchlist.fields.${name}`)}
          error={fieldState.error !== undefined}
          helperText={
            fieldState.error?.message ? t(`watchlist.errors.${fieldState.error.message as WatchFormError}`) : ' '
          }
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: extra.inputMode, autoComplete: 'off' } }}
        />
      )}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t(targetOnly ? 'watchlist.editTitle' : 'watchlist.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {subject !== undefined && (
              <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{subject}</DialogContentText>
            )}
            {!targetOnly && (
              <Controller
                control={control}
                name="by"
                render={({ field: { value, onChange } }) => (
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={value}
                    onChange={(_, next: WatchFormValues['by'] | null) => next && onChange(next)}
                    aria-label={t('watchlist.by')}
                  >
                    <ToggleButton value="certificate">{t('watchlist.byCertificate')}</ToggleButton>
                    <ToggleButton value="card">{t('watchlist.byCard')}</ToggleButton>
                  </ToggleButtonGroup>
                )}
              />
            )}
            {targetOnly ? null : by === 'certificate' ? (
              field('certificate', { inputMode: 'numeric' })
            ) : (
              <>
                {field('name')}
                {field('set')}
                {field('grade', { inputMode: 'decimal' })}
              </>
            )}
            {field('target', { inputMode: 'decimal' })}
            {full && <Alert severity="warning">{t('watchlist.full', { max: MAX_WATCH_ENTRIES })}</Alert>}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('watchlist.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || full}>
            {t('watchlist.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
