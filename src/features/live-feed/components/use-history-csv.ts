import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedEvent } from '../../../feed/model/feed-event';
import { historyCsv, type CardOf, type CompsOf, type HistoryCsvHeader } from '../model/history-table';

/** The history's rows as CSV, with the column names and words in the user's language. */
export function useHistoryCsv(lookups: {
  cardOf: CardOf;
  compsOf: CompsOf;
  titleOf: (event: FeedEvent) => string;
}): (rows: readonly FeedEvent[]) => string {
  const { t } = useTranslation();
  const { cardOf, compsOf, titleOf } = lookups;
  return useCallback(
    (rows) => {
      const column = (name: keyof HistoryCsvHeader) => t(`feed.history.columns.${name}`);
      const header: HistoryCsvHeader = {
        time: column('time'),
        kind: column('kind'),
        card: column('card'),
        grade: column('grade'),
        certificate: column('certificate'),
        priceUSD: column('priceUSD'),
        priceSOL: column('priceSOL'),
        goodDeal: column('goodDeal'),
        marketValue: column('marketValue'),
        valueSource: column('valueSource'),
        gapUSD: column('gapUSD'),
        gapPct: column('gapPct'),
        compsMedian: column('compsMedian'),
        compsCount: column('compsCount'),
        link: column('link'),
      };
      const words = {
        listing: t('feed.history.listing'),
        sale: t('feed.history.sale'),
        yes: t('feed.history.yes'),
        no: t('feed.history.no'),
        sources: {
          feed: t('feed.history.sources.feed'),
          valuation: t('feed.history.sources.valuation'),
          comps: t('feed.history.sources.comps'),
        },
      };
      return historyCsv(rows, { cardOf, compsOf, titleOf }, header, words);
    },
    [cardOf, compsOf, titleOf, t],
  );
}
