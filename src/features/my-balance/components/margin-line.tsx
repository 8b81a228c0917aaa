import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatShare, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import type { AccountBalance } from '../../../markets/model/account';
import { VENUE_NAMES } from '../../../markets/model/venues';
import { marginUse, marginWarning } from '../../../markets/model/margin-use';

/** An account's margin used against its equity, and a warning when it is above the level the user set. */
export function MarginLine({ balance, level }: { balance: AccountBalance; level: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const use = marginUse(balance.equityUsd, balance.availableUsd);
  if (!use) return null;
  const ratio =
    use.ratio === null ? NO_FIGURE : use.ratio === Infinity ? t('myBalance.noEquity') : formatShare(use.ratio, locale);
  return (
    <>
      <Typography variant="body2">
        {t('myBalance.marginUsed', { used: formatUsd(use.usedUsd, locale), ratio })}
      </Typography>
      {marginWarning(use, level) && (
        <Alert severity="warning" variant="outlined" sx={{ py: 0, my: 0.5, '& .MuiAlert-message': { py: 0.5 } }}>
          {t('myBalance.marginWarning', {
            venue: VENUE_NAMES[balance.venue],
            ratio,
            level: formatShare(level, locale),
          })}
        </Alert>
      )}
    </>
  );
}
