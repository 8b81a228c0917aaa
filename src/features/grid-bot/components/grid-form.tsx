import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  emptyGridForm,
  PRICE_DECIMALS,
  gridFormSchema,
  ORDERS_MAX,
  ORDERS_MIN,
  PRICE_STEP,
  SIZE_STEP,
  type GridErrorKey,
  type GridFormInput,
  type GridFormOutput,
} from '../model/grid-config';
import { previewOfForm } from '../model/grid-preview';
import { formatNumber } from '../../../lib/format/numbers';

interface GridFormProps {
  /** The row being edited, loaded into the form; null when adding. */
  editing: GridFormInput | null;
  onSubmit: (values: GridFormOutput) => boolean;
  onCancel: () => void;
}

/** Two fields side by side where the panel holds both labels whole, one under the other where it does not. */
const rowSx = { flexWrap: 'wrap', '& > *': { flex: '1 1 12.5rem' } } as const;

export function GridForm({ editing, onSubmit, onCancel }: GridFormProps) {
  const { t, i18n } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GridFormInput, unknown, GridFormOutput>({
    resolver: zodResolver(gridFormSchema),
    defaultValues: editing ?? emptyGridForm,
  });
  useEffect(() => {
    reset(editing ?? emptyGridForm);
  }, [editing, reset]);

  const [rangeMin, rangeMax, nOrders, orderSize] = useWatch({
    control,
    name: ['rangeMin', 'rangeMax', 'nOrders', 'orderSize'],
  });
  const preview = previewOfForm({ rangeMin, rangeMax, nOrders, orderSize });
  // Prices and sizes written the reader's way ('1.234,5' in Italian), to the price step's places.
  const number = (value: number) => formatNumber(value, i18n.language, { maxDigits: PRICE_DECIMALS });
  const message = (key?: string) => (key ? t(`gridBot.errors.${key as GridErrorKey}`) : undefined);

  const submit = (values: GridFormOutput) => {
    if (onSubmit(values) && !editing) reset(emptyGridForm);
  };

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={(event) => void handleSubmit(submit)(event)}>
      {editing && (
        <Chip
          color="secondary"
          label={t('gridBot.editing', { symbol: editing.symbol })}
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={rowSx}>
        <TextField
          label={t('gridBot.pair')}
          required
          error={Boolean(errors.symbol)}
          helperText={message(errors.symbol?.message) ?? t('gridBot.pairHelp')}
          {...register('symbol')}
        />
        <TextField
          label={t('gridBot.orders')}
          type="number"
          required
          error={Boolean(errors.nOrders)}
          helperText={message(errors.nOrders?.message)}
          slotProps={{ htmlInput: { min: ORDERS_MIN, max: ORDERS_MAX, step: 1 } }}
          {...register('nOrders')}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={rowSx}>
        <TextField
          label={t('gridBot.rangeMin')}
          type="number"
          required
          error={Boolean(errors.rangeMin)}
          helperText={message(errors.rangeMin?.message)}
          slotProps={{ htmlInput: { min: 0, step: PRICE_STEP } }}
          {...register('rangeMin')}
        />
        <TextField
          label={t('gridBot.rangeMax')}
          type="number"
          required
          error={Boolean(errors.rangeMax)}
          helperText={message(errors.rangeMax?.message)}
          slotProps={{ htmlInput: { min: 0, step: PRICE_STEP } }}
          {...register('rangeMax')}
        />
      </Stack>
      <TextField
        label={t('gridBot.orderSize')}
        type="number"
        required
        error={Boolean(errors.orderSize)}
        helperText={message(errors.orderSize?.message)}
        slotProps={{ htmlInput: { min: 0, step: SIZE_STEP } }}
        {...register('orderSize')}
      />
      {preview && (
        <Box
          component="section"
          aria-label={t('gridBot.preview')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
        >
          <Typography variant="caption" color="text.secondary">
            {t('gridBot.levels')} · {t('gridBot.stepLabel', { step: number(preview.step) })}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {preview.levels.map((level) => number(level)).join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('gridBot.capital', { capital: number(preview.capital) })}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          {editing ? t('gridBot.update') : t('gridBot.add')}
        </Button>
        {editing && <Button onClick={onCancel}>{t('gridBot.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}
