import { memo } from 'react';
import { Controller, useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { StrategyFormValues } from '../model/strategy-form';
import { fieldErrorText } from './field-error-text';

interface StrategyFieldsProps {
  control: Control<StrategyFormValues>;
  register: UseFormRegister<StrategyFormValues>;
  /** The markets to choose from: the same array while the venues list the same markets. */
  options: readonly string[];
  /** Every venue's first market data is in (until then the list is still loading). */
  known: boolean;
  /** The leverage limit of the chosen market, as two values so that an equal limit is an equal prop. */
  leverageMax: number;
  leverageMarket: string | null;
}

/**
 * A strategy's settings fields. Memoised: the panel renders again whenever its venues' market data arrives (every
 * 10 s), and these fields (an Autocomplete and five TextFields, the panel's costliest part) depend only on the market
 * list, which rarely changes; their values and errors come from the form itself.
 */
export const StrategyFields = memo(function StrategyFields(props: StrategyFieldsProps) {
  const { control, register, options, known, leverageMax, leverageMarket } = props;
  const { t } = useTranslation();
  const { errors } = useFormState({ control });
  const leverageLimit = { max: leverageMax, market: leverageMarket };
  const errorText = (message?: string) => fieldErrorText(message, t, { leverageLimit });
  return (
    <>
      <Controller
        control={control}
        name="market"
        render={({ field }) => (
          <Autocomplete
            options={options}
            value={field.value === '' ? null : field.value}
            onChange={(_event, chosen) => field.onChange(chosen ?? '')}
            onBlur={field.onBlur}
            loading={!known}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('volumeBot.strategy.market')}
                error={Boolean(errors.market)}
                helperText={errorText(errors.market?.message) ?? t('volumeBot.strategy.marketHelp')}
              />
            )}
          />
        )}
      />
      <TextField
        label={t('volumeBot.strategy.size')}
        inputMode="decimal"
        autoComplete="off"
        error={Boolean(errors.size)}
        helperText={errorText(errors.size?.message)}
        {...register('size')}
      />
      <TextField
        label={t('volumeBot.strategy.leverage')}
        inputMode="decimal"
        autoComplete="off"
        error={Boolean(errors.leverage)}
        helperText={
          errorText(errors.leverage?.message) ??
          (leverageMarket === null
            ? t('volumeBot.exchange.leverageHelp', { max: leverageMax })
            : t('volumeBot.errors.leverageMaxMarket', { max: leverageMax, market: leverageMarket }))
        }
        {...register('leverage')}
      />
      <TextField
        label={t('volumeBot.strategy.openSpread')}
        inputMode="decimal"
        autoComplete="off"
        error={Boolean(errors.openSpread)}
        helperText={errorText(errors.openSpread?.message)}
        {...register('openSpread')}
      />
      <TextField
        label={t('volumeBot.strategy.closeSpread')}
        inputMode="decimal"
        autoComplete="off"
        error={Boolean(errors.closeSpread)}
        helperText={errorText(errors.closeSpread?.message)}
        {...register('closeSpread')}
      />
      <TextField
        label={t('volumeBot.strategy.maxHold')}
        inputMode="numeric"
        autoComplete="off"
        error={Boolean(errors.maxHoldHours)}
        helperText={errorText(errors.maxHoldHours?.message)}
        {...register('maxHoldHours')}
      />
    </>
  );
});
