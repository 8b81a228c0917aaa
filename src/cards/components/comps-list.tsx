import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../components/use-clock';
import { formatUsd } from '../../lib/format/numbers';
import { formatAgo, formatDateTime } from '../../lib/format/time';
import type { Comps } from '../model/comps';
import { compsSummary } from './comps-text';
import { PriceSparkline } from './price-sparkline';
import { safeHttpUrl } from '../../lib/safe-url';
import { PLATFORM_FACTS } from '../../feed/platforms';

/**
 * The sales seen of one card and grade: their price line over time against the valuation's `predicted` price, then
 * the sales newest first, each with a link to its page where it has one.
 */
export function CompsList({
  comps,
  label,
  predicted = null,
}: {
  comps: Comps | null;
  label: string;
  predicted?: number | null;
}) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const locale = i18n.language;
  if (!comps) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('cards.comps.none')}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2">{compsSummary(comps, t, locale, now)}</Typography>
      <PriceSparkline sales={comps.sales} predicted={predicted} />
      <List dense aria-label={label}>
        {comps.sales.map((sale) => {
          const platform = t(PLATFORM_FACTS[sale.platform].nameKey);
          const href = safeHttpUrl(sale.link);
          const price = t('cards.comps.sale', { price: formatUsd(sale.priceUSD, locale), platform });
          return (
            <ListItem key={sale.key} disableGutters>
              <ListItemText
                primary={
                  href ? (
                    <Link
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('cards.comps.openSale', { platform })}
                    >
                      {price}
                    </Link>
                  ) : (
                    price
                  )
                }
                secondary={
                  <span title={formatDateTime(sale.time, locale) ?? undefined}>
                    {formatAgo(sale.time, now, locale)}
                  </span>
                }
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
