import { useEffect, useEffectEvent, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFindCertAsset } from '../../../cards/api/find-cert';
import { useAssetDetails } from '../../../cards/api/get-asset-details';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { useChosen } from '../../../panel-contract/use-chosen';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import {
  certDigits,
  DEFAULT_COMPANY,
  gradeOfCard,
  DEFAULT_GRADE,
  gradeForCompany,
  GRADES_BY_COMPANY,
  GRADING_COMPANIES,
  isGradeOf,
  lookUpPrice,
  rememberLookup,
  type LookupOutcome,
} from '../model/lookup';
import { EMPTY_LOOKUP_STATE, keptLookup, RECENT_KEPT, type PriceLookupState } from '../model/lookup-state';
import { ResultCard } from './result-card';

const lookupSchema = z
  .object({
    certNumber: z.string().check(z.regex(/^\d{1,40}$/)),
    company: z.enum(GRADING_COMPANIES),
    grade: z.coerce.number(),
  })
  .check(
    z.refine(({ company, grade }) => isGradeOf(company, grade), {
      path: ['grade'],
      message: 'not a grade of that company',
    }),
  );
type LookupInput = z.input<typeof lookupSchema>;
type LookupValues = z.output<typeof lookupSchema>;

/**
 * ID to Price: a graded card's estimated value from Alt; it follows a card chosen in a panel of its link colour. The
 * card priced last and the recent lookups are kept with the layout, so a reload shows them again.
 */
export default function PriceLookupPanel({
  api,
  selection,
  initialState,
  saveState,
}: PanelProps<undefined, PriceLookupState>) {
  const { t } = useTranslation();
  const findCert = useFindCertAsset();
  const assetDetails = useAssetDetails();
  const [busy, setBusy] = useState(false);
  const [kept, keep] = usePanelState(initialState, EMPTY_LOOKUP_STATE, saveState);
  // What is on screen: the kept result, or the last lookup's outcome (a failure is said, not kept).
  const [outcome, setOutcome] = useState<LookupOutcome | null>(kept.result);
  const recent = kept.recent;
  const last = kept.result?.query;
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,

    formState: { errors, submitCount },
  } = useForm<LookupInput, unknown, LookupValues>({
    resolver: zodResolver(lookupSchema),
    defaultValues: {
      certNumber: last?.certNumber ?? '',
      company: last?.company ?? DEFAULT_COMPANY,
      grade: String(last?.grade ?? DEFAULT_GRADE),
    },
  });
  const company = useWatch({ control, name: 'company' });
  const incomplete = submitCount > 0 && Object.keys(errors).length > 0;

  const onSubmit = async (values: LookupValues) => {
    if (busy) return;
    setBusy(true);
    const result = await lookUpPrice(
      { certNumber: values.certNumber, company: values.company, grade: values.grade },
      {
        findCertAsset: findCert.mutateAsync,
        getAssetDetails: (id, company, grade) => assetDetails.mutateAsync({ id, company, grade }),
      },
    );
    setOutcome(result);
    keep({
      result: result.ok ? keptLookup(result) : null,
      recent: rememberLookup(kept.recent, result, RECENT_KEPT).flatMap((item) => (item.ok ? [keptLookup(item)] : [])),
    });
    setBusy(false);
    // The card priced here is the one the panels of its link colour follow.
    if (result.ok) {
      choose({ kind: 'card', certificate: values.certNumber, grade: String(values.grade), name: result.details.name });
    }
  };

  // A card chosen in a linked panel (a feed's row, say) is priced here at once, as PSA at its grade; one chosen here
  // (the lookup just made) is already on screen.
  const [chosen, choose] = useChosen('card', selection, api);
  const priceCard = useEffectEvent((card: NonNullable<typeof chosen>) => {
    const certNumber = certDigits(card.certificate);
    if (certNumber === '' || certNumber === getValues('certNumber')) return;
    reset({ certNumber, company: DEFAULT_COMPANY, grade: String(gradeOfCard(DEFAULT_COMPANY, card.grade)) });
    void handleSubmit(onSubmit)();
  });
  useEffect(() => {
    if (chosen) priceCard(chosen);
  }, [chosen]);

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack component="form" noValidate spacing={1.5} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        {incomplete && <Alert severity="warning">{t('priceLookup.fillAll')}</Alert>}
        <TextField
          label={t('priceLookup.certificate')}
          autoComplete="off"
          error={Boolean(errors.certNumber)}
          helperText={t('priceLookup.digitsOnly')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40 } }}
          {...register('certNumber', {
            // Digits only: whatever else is typed or pasted (a space, "#", "PSA") is left out as it arrives.
            onChange: (event: { target: HTMLInputElement }) => {
              const digits = certDigits(event.target.value);
              if (digits !== event.target.value) setValue('certNumber', digits);
            },
          })}
        />
        {/* Side by side where the panel is wide enough for both labels, else one under the other. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Controller
            control={control}
            name="company"
            render={({ field }) => (
              <TextField
                select
                label={t('priceLookup.company')}
                error={Boolean(errors.company)}
                {...field}
                sx={{ flex: '1 1 12.5rem' }}
                onChange={(event) => {
                  const next = event.target.value as LookupValues['company'];
                  field.onChange(next);
                  // A grade that company does not give (PSA has no 9.5) becomes the whole grade below it.
                  setValue('grade', String(gradeForCompany(next, Number(getValues('grade')))));
                }}
              >
                {GRADING_COMPANIES.map((company) => (
                  <MenuItem key={company} value={company}>
                    {company}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="grade"
            render={({ field }) => (
              <TextField
                select
                label={t('priceLookup.grade')}
                error={Boolean(errors.grade)}
                {...field}
                value={String(field.value)}
                sx={{ flex: '1 1 8rem' }}
              >
                {GRADES_BY_COMPANY[company].map((grade) => (
                  <MenuItem key={grade} value={String(grade)}>
                    {grade}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? t('priceLookup.looking') : t('priceLookup.lookUp')}
        </Button>
      </Stack>
      {outcome && !outcome.ok && (
        <Alert severity={outcome.error === 'fetchError' ? 'error' : 'info'}>{t(`priceLookup.${outcome.error}`)}</Alert>
      )}
      {outcome?.ok && <ResultCard outcome={outcome} />}
      {recent.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('priceLookup.recent')}
          </Typography>
          <List dense aria-label={t('priceLookup.recent')}>
            {recent.map((item) =>
              item.ok ? (
                <ListItemButton
                  key={`${item.query.certNumber}-${item.query.company}-${item.query.grade}`}
                  onClick={() => {
                    reset({
                      certNumber: item.query.certNumber,
                      company: item.query.company,
                      grade: String(item.query.grade),
                    });
                    setOutcome(item);
                    keep({ result: item });
                  }}
                >
                  <ListItemText
                    primary={t('priceLookup.recentItem', {
                      cert: item.query.certNumber,
                      company: item.query.company,
                      grade: item.query.grade,
                    })}
                    secondary={item.details.name}
                  />
                </ListItemButton>
              ) : null,
            )}
          </List>
        </Box>
      )}
    </Stack>
  );
}
