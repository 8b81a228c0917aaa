import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/decimal-input';
import { MAX_PRICE_USD } from '../model/feed-panel-state';

interface LimitFieldProps {
  /** The limit, or null for none. */
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A top price in US dollars, as filters and alert rules both take it. */
export function MaxPriceField({ value, onChange }: LimitFieldProps) {
  const { t } = useTranslation();
  return (
    <DecimalInput
      label={t('feed.maxPrice')}
      value={value}
      onChange={onChange}
      min={0}
      max={MAX_PRICE_USD}
      unit="$"
      unitAt="start"
    />
  );
}

/** A least discount below market value, in per cent, as filters and alert rules both take it. */
export function MinDiscountField({ value, onChange }: LimitFieldProps) {
  const { t } = useTranslation();
  return (
    <DecimalInput
      label={t('feed.minDiscount')}
      value={value}
      onChange={onChange}
      min={0}
      max={100}
      unit="%"
      unitAt="end"
    />
  );
}
