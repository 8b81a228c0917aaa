import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSaveTradingFees } from '../../../account-record/use-trading-fees';
import { DecimalField } from '../../../components/decimal-field';
import { errorText } from '../../../components/error-text';
import { formatNumber, formatPercent } from '../../../lib/format/numbers';
import { ORDER_KINDS, type FeeChoices, type OrderKind } from '../../../markets/model/fees';
import { useVenues } from '../../../markets/use-venues';
import { feeChange, feeFormValues, MAX_FEE_PERCENT, type FeeFormValues } from '../model/fee-settings';

interface FeesDialogProps {
  userId: string;
  choices: FeeChoices;
  onClose: () => void;
}

const feeText = (fee: number, locale: string) => formatPercent(fee, locale, { maxDigits: 4 });
/** The base fee as the field reads it, in per cent without the sign: the field shows its "%" itself. */
const feeNumber = (fee: number, locale: string) => formatNumber(fee * 100, locale, { maxDigits: 4 });

/**
 * The user's own fees, venue by venue: whether they enter and leave with market orders (taker, the default) or resting
 * ones (maker), and their own taker and maker fee where their tier or a referral makes it lower than the base tier
 * shown. Saved with the account record, so every device and panel uses the same. Mounted only while open.
 */
export function FeesDialog({ userId, choices, onClose }: FeesDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const save = useSaveTradingFees(userId);
  const venues = useVenues();
  const { control, handleSubmit } = useForm<FeeFormValues>({ defaultValues: feeFormValues(choices, venues) });
  const submit = (values: FeeFormValues) => {
    if (save.isPending) return;
    save.mutate(feeChange(values, venues), { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="funding-fees-title"
      // Wide enough for a venue's line on one row in Italian too (its order buttons and fee labels are the longest).
      maxWidth="lg"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <DialogTitle id="funding-fees-title">{t('fundingRate.fees.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('fundingRate.fees.intro')}
            </Typography>
            {save.isError && (
              <Alert severity="error">{t('fundingRate.fees.saveFailed', { reason: errorText(save.error, t) })}</Alert>
            )}
            {venues.list.map(({ id: venue, name, fees: base }) => {
              return (
                <Stack
                  key={venue}
                  direction="row"
                  useFlexGap
                  spacing={1.5}
                  role="group"
                  aria-label={name}
                  sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
                >
                  <Stack sx={{ width: 150 }}>
                    <Typography variant="subtitle2">{name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('fundingRate.fees.base', {
                        taker: feeText(base.taker, locale),
                        maker: feeText(base.maker, locale),
                      })}
                    </Typography>
                  </Stack>
                  <Controller
                    control={control}
                    name={`${venue}.order`}
                    render={({ field }) => (
                      <ToggleButtonGroup
                        exclusive
                        size="small"
                        value={field.value}
                        aria-label={t('fundingRate.fees.order', { venue: name })}
                        onChange={(_event, order: OrderKind | null) => order && field.onChange(order)}
                        sx={{ '& .MuiToggleButton-root': { px: 1.25, textTransform: 'none' } }}
                      >
                        {ORDER_KINDS.map((order) => (
                          <ToggleButton key={order} value={order}>
                            {t(`fundingRate.fees.orders.${order}`)}
                          </ToggleButton>
                        ))}
                      </ToggleButtonGroup>
                    )}
                  />
                  <DecimalField
                    control={control}
                    name={`${venue}.taker`}
                    label={t('fundingRate.fees.taker', { venue: name })}
                    placeholder={feeNumber(base.taker, locale)}
                    max={MAX_FEE_PERCENT}
                    unit="%"
                    unitAt="end"
                    // Above the field, always: inside it, a venue's long name ran into the "%".
                    shrinkLabel
                    sx={{ width: 250 }}
                  />
                  <DecimalField
                    control={control}
                    name={`${venue}.maker`}
                    label={t('fundingRate.fees.maker', { venue: name })}
                    placeholder={feeNumber(base.maker, locale)}
                    max={MAX_FEE_PERCENT}
                    unit="%"
                    unitAt="end"
                    // Above the field, always: inside it, a venue's long name ran into the "%".
                    shrinkLabel
                    sx={{ width: 250 }}
                  />
                </Stack>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('fundingRate.fees.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
