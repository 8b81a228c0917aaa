import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResolvedCard } from '../../../src/cards/model/card';
import type { Comps, SaleFacts } from '../../../src/cards/model/comps';
import type { FeedEvent } from '../../../src/feed/model/feed-event';
import {
  filterHistory,
  historyCard,
  historyCards,
  historyCsv,
  historyGrades,
  NO_HISTORY_FILTER,
  rowValue,
  type HistoryCsvHeader,
} from '../../../src/features/live-feed/model/history-table';
import { storedEvent } from '../../feed/history-fixtures';

const charizard: ResolvedCard = {
  certificate: '12345678',
  assetId: 'asset-charizard',
  name: 'Charizard Holo',
  brand: 'Pokemon Base Set',
  cardNumber: '4',
  predictedPrice: 600,
  grade: 9,
};
const cards = new Map<string, ResolvedCard | null>([
  ['12345678', charizard],
  ['404', null],
]);
const cardOf = (event: FeedEvent) => (event.psaId === null ? undefined : cards.get(event.psaId));

const lastSale: SaleFacts = {
  certificate: '1',
  assetId: null,
  names: [],
  grade: 9,
  key: 'k',
  priceUSD: 400,
  time: 1,
  link: null,
  platform: 'courtyard',
};
const comps: Comps = { sales: [lastSale, { ...lastSale, key: 'j' }], median: 400, last: lastSale, vsMedianPct: 0 };

describe('historyCard', () => {
  it('is the asset once resolved, with its set and number', () => {
    expect(historyCard(storedEvent({ psaId: '12345678' }), charizard)).toStrictEqual({
      key: 'a|asset-charizard',
      label: 'Charizard Holo · Base Set #4',
    });
    expect(historyCard(storedEvent(), { ...charizard, brand: '', cardNumber: null })?.label).toBe('Charizard Holo');
  });

  it('is the feed’s name without its grade, else the certificate, else nothing', () => {
    expect(historyCard(storedEvent({ name: 'Lugia V PSA 9' }), undefined)).toStrictEqual({
      key: 'n|lugia v',
      label: 'Lugia V',
    });
    expect(historyCard(storedEvent({ name: 'Lugia V psa 10' }), null)?.key).toBe('n|lugia v');
    expect(historyCard(storedEvent({ name: null, psaId: 'PSA 404' }), null)).toStrictEqual({
      key: 'c|404',
      label: '404',
    });
    expect(historyCard(storedEvent({ name: '  ', psaId: null }), null)).toBeNull();
  });
});

describe('the history’s cards, grades and filter', () => {
  const rows = [
    storedEvent({ tokenMint: 'a', psaId: '12345678', name: null, grade: '9' }),
    storedEvent({ tokenMint: 'b', psaId: '12345678', name: 'Zard', grade: '10' }),
    storedEvent({ tokenMint: 'c', psaId: '73027008', name: 'Blastoise PSA 9.5', grade: '9.5' }),
    storedEvent({ tokenMint: 'd', psaId: null, name: null, grade: null }),
  ];

  it('offers each card once, in alphabetical order, and each grade once, highest first', () => {
    expect(historyCards(rows, cardOf, 'en')).toStrictEqual([
      { key: 'n|blastoise', label: 'Blastoise' },
      { key: 'a|asset-charizard', label: 'Charizard Holo · Base Set #4' },
    ]);
    expect(historyGrades(rows)).toStrictEqual([10, 9.5, 9]);
  });

  it('keeps the rows of the card and grade chosen', () => {
    const byCard = filterHistory(rows, { card: 'a|asset-charizard', grade: null }, cardOf);
    expect(byCard.map((event) => event.tokenMint)).toEqual(['a', 'b']);
    const both = filterHistory(rows, { card: 'a|asset-charizard', grade: 10 }, cardOf);
    expect(both.map((event) => event.tokenMint)).toEqual(['b']);
    expect(filterHistory(rows, { card: null, grade: 9.5 }, cardOf).map((event) => event.tokenMint)).toEqual(['c']);
    expect(filterHistory(rows, NO_HISTORY_FILTER, cardOf)).toEqual(rows);
  });

  it('keeps only rows that match, in their order, and all of them with no filter (property)', () => {
    const event = fc.record({
      tokenMint: fc.string({ maxLength: 4 }),
      psaId: fc.option(fc.constantFrom('12345678', '404', '5'), { nil: null }),
      name: fc.option(fc.constantFrom('Mew', 'Mew PSA 10', 'Lugia'), { nil: null }),
      grade: fc.option(fc.constantFrom('9', '9.5', '10', 'x'), { nil: null }),
    });
    const filter = fc.record({
      card: fc.option(fc.constantFrom('a|asset-charizard', 'n|mew', 'c|404', 'c|5'), { nil: null }),
      grade: fc.option(fc.constantFrom(9, 9.5, 10), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), filter, (fields, chosen) => {
        const list = fields.map((one) => storedEvent(one));
        const kept = filterHistory(list, chosen, cardOf);
        expect(kept.every((one) => list.includes(one))).toBe(true);
        expect(kept).toEqual(list.filter((one) => kept.includes(one)));
        for (const one of kept) {
          if (chosen.card !== null) expect(historyCard(one, cardOf(one))?.key).toBe(chosen.card);
        }
        const cardKeys = historyCards(list, cardOf, 'en').map((card) => card.key);
        expect(new Set(cardKeys).size).toBe(cardKeys.length);
      }),
    );
  });
});

describe('rowValue', () => {
  it('takes the feed’s value first, then the valuation’s, then the comps’ median', () => {
    const feed = storedEvent({ priceUSD: 450, difference: 50, percentage: 10 });
    expect(rowValue(feed, charizard, comps)).toStrictEqual({ source: 'feed', valueUSD: 500, gapUSD: 50, gapPct: 10 });
    const plain = storedEvent({ priceUSD: 450, difference: null, percentage: null });
    expect(rowValue(plain, charizard, comps)).toStrictEqual({
      source: 'valuation',
      valueUSD: 600,
      gapUSD: 150,
      gapPct: 25,
    });
    expect(rowValue(plain, null, comps)).toStrictEqual({ source: 'comps', valueUSD: 400, gapUSD: -50, gapPct: -12.5 });
    expect(rowValue(plain, null, null)).toBeNull();
  });

  it('has no gap without a price, and no value that is not a positive number', () => {
    expect(rowValue(storedEvent({ priceUSD: null, difference: null }), charizard, null)).toStrictEqual({
      source: 'valuation',
      valueUSD: 600,
      gapUSD: null,
      gapPct: null,
    });
    const zero = { ...comps, median: 0 };
    expect(rowValue(storedEvent({ difference: null, percentage: null }), null, zero)).toBeNull();
  });
});

describe('historyCsv', () => {
  const header: HistoryCsvHeader = {
    time: 'Time',
    kind: 'Kind',
    card: 'Card',
    grade: 'Grade',
    certificate: 'Cert',
    priceUSD: 'USD',
    priceSOL: 'SOL',
    goodDeal: 'Deal',
    marketValue: 'Value',
    valueSource: 'From',
    gapUSD: 'Gap',
    gapPct: 'Gap %',
    compsMedian: 'Median',
    compsCount: 'Comps',
    link: 'Link',
  };
  const words = {
    listing: 'Listing',
    sale: 'Sale',
    yes: 'yes',
    no: 'no',
    sources: { feed: 'feed', valuation: 'valuation', comps: 'comps' },
  };

  it('writes one line per row, each column as the header says, hostile text as text', () => {
    const rows = [
      storedEvent({
        kind: 'sale',
        psaId: '12345678',
        grade: '9',
        priceUSD: 450,
        priceSOL: 2.5,
        difference: null,
        percentage: null,
        time: Date.UTC(2026, 0, 1),
        link: 'https://collectorcrypt.com/x',
      }),
      storedEvent({
        name: '@SUM(A1)',
        psaId: null,
        grade: null,
        isGoodDeal: true,
        priceUSD: null,
        priceSOL: null,
        time: null,
        receivedAt: Date.UTC(2026, 0, 2),
        link: null,
      }),
    ];
    const csv = historyCsv(
      rows,
      { cardOf, compsOf: (event) => (event.psaId === null ? null : comps), titleOf: (event) => event.name ?? 'Card' },
      header,
      words,
    );
    expect(csv.split('\r\n')).toStrictEqual([
      '"Time","Kind","Card","Grade","Cert","USD","SOL","Deal","Value","From","Gap","Gap %","Median","Comps","Link"',
      '"2026-01-01T00:00:00.000Z","Sale","Charizard",9,"12345678",450,2.5,"no",600,"valuation",150,25,400,2,"https://collectorcrypt.com/x"',
      `"2026-01-02T00:00:00.000Z","Listing","'@SUM(A1)",,,,,"yes",,,,,,,`,
    ]);
  });
});
