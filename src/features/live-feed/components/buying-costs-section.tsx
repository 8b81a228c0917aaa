import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/decimal-input';
import { useBuyingCosts, useSaveBuyingCosts } from '../../../account-record/use-buying-costs';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import { MAX_COST_PCT, MAX_FIXED_USD } from '../../../cards/model/net-deal';
import { PLATFORM_FACTS, type FeedPlatform } from '../../../feed/platforms';
import { PUBLISHED_BUYING_COSTS } from '../../../feed/platform-costs';

/**
 * What buying on this panel's platform costs on top of the price, the published figures as placeholders: the user's
 * own (a fee tier, shipping) are saved in the account record, so every panel and browser of theirs nets deals alike.
 */
export function BuyingCostsSection({ id, userId, platform }: { id: string; userId: string; platform: FeedPlatform }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const published = PUBLISHED_BUYING_COSTS[platform];
  const platformName = t(PLATFORM_FACTS[platform].nameKey);
  const saved = useBuyingCosts(userId).data?.platforms[platform];
  const save = useSaveBuyingCosts(userId);
  const [pct, setPct] = useState<number | null>(saved?.pct == null ? null : saved.pct * 100);
  const [fixedUsd, setFixedUsd] = useState<number | null>(saved?.fixedUsd ?? null);
  return (
    <Box
      id={id}
      component="section"
      aria-label={t('feed.costs.title', { platform: platformName })}
      sx={{ display: 'grid', gap: 1.5, px: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('feed.costs.intro', {
          platform: platformName,
          percentage: formatNumber(published.pct * 100, locale, { maxDigits: 2 }),
          fixed: formatUsd(published.fixedUsd, locale),
        })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>
        <DecimalInput
          label={t('feed.costs.pct')}
          value={pct}
          onChange={setPct}
          min={0}
          max={MAX_COST_PCT * 100}
          unit="%"
          unitAt="end"
          placeholder={formatNumber(published.pct * 100, locale, { maxDigits: 2 })}
        />
        <DecimalInput
          label={t('feed.costs.fixed')}
          value={fixedUsd}
          onChange={setFixedUsd}
          min={0}
          max={MAX_FIXED_USD}
          unit="$"
          unitAt="start"
          placeholder={formatNumber(published.fixedUsd, locale, { maxDigits: 2 })}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          disabled={save.isPending}
          onClick={() => save.mutate({ [platform]: { pct: pct === null ? null : pct / 100, fixedUsd } })}
        >
          {t('feed.costs.save')}
        </Button>
        <Button
          size="small"
          disabled={save.isPending || saved === undefined}
          onClick={() => {
            setPct(null);
            setFixedUsd(null);
            save.mutate({ [platform]: null });
          }}
        >
          {t('feed.costs.reset')}
        </Button>
      </Box>
      {save.isError && <Alert severity="error">{t('feed.costs.failed')}</Alert>}
      {save.isSuccess && (
        <Typography variant="caption" color="text.secondary" role="status">
          {t('feed.costs.saved')}
        </Typography>
      )}
    </Box>
  );
}
