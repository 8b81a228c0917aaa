import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_INTERVAL_MS, createAlertThrottle } from '../../../src/lib/alert-throttle';
import {
  alertPredicate,
  DEFAULT_ALERTS,
  hasRules,
  parseKeywords,
  summarizeDeals,
  type AlertSettings,
} from '../../../src/features/live-feed/model/deal-alerts';
import { card } from '../../feed/feed-fixtures';
import type { Confidence } from '../../../src/cards/model/confidence';
import type { ValueJudgement } from '../../../src/cards/model/value-confidence';

const rules = (settings: Partial<AlertSettings>): AlertSettings => ({
  ...DEFAULT_ALERTS,
  enabled: true,
  on: 'rules',
  ...settings,
});

describe('alert rules', () => {
  const umbreon = card({ name: 'Umbreon VMAX', grade: 'PSA 10', priceUSD: 300, percentage: 20, isGoodDeal: true });
  const pikachu = card({ name: 'Pikachu', grade: '9', priceUSD: 80, percentage: 3 });
  const unnamed = card({ name: null, priceUSD: null, percentage: null });

  it('alert on every good deal by default', () => {
    const matches = alertPredicate(DEFAULT_ALERTS, ['Pikachu']);
    expect([umbreon, pikachu, unnamed].map(matches)).toEqual([true, false, false]);
  });

  it('alert when every rule that is set holds; an event without the value never matches it', () => {
    const check = (settings: Partial<AlertSettings>, bot: string[] = []) =>
      [umbreon, pikachu, unnamed].map(alertPredicate(rules(settings), bot));
    expect(check({})).toEqual([true, true, true]);
    expect(check({ minDiscountPct: 10 })).toEqual([true, false, false]);
    expect(check({ maxPriceUsd: 100 })).toEqual([false, true, false]);
    expect(check({ grade: 10 })).toEqual([true, false, false]);
    expect(check({ keywords: ['umbreon', 'Mew'] })).toEqual([true, false, false]);
    expect(check({ keywords: ['pikachu'], maxPriceUsd: 50 })).toEqual([false, false, false]);
    expect(check({ useBotKeywords: true }, ['PIKACHU'])).toEqual([false, true, false]);
    expect(check({ keywords: ['umbreon'], useBotKeywords: true }, ['pikachu'])).toEqual([true, true, false]);
  });

  it('never turn "my buy-bot keywords" into "any name" while the bot has none', () => {
    expect([umbreon, pikachu].map(alertPredicate(rules({ useBotKeywords: true }), []))).toEqual([false, false]);
    expect([umbreon, pikachu].map(alertPredicate(rules({ useBotKeywords: true }), ['  ']))).toEqual([false, false]);
  });

  it('say whether any rule is set', () => {
    expect(hasRules(rules({}))).toBe(false);
    expect(hasRules(rules({ maxPriceUsd: 0 }))).toBe(true);
    expect(hasRules(rules({ useBotKeywords: true }))).toBe(true);
  });

  it('read keywords as typed: comma-separated, blanks dropped', () => {
    expect(parseKeywords(' lugia, ,ho-oh ,, ')).toEqual(['lugia', 'ho-oh']);
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const keyword of parseKeywords(text)) {
          expect(keyword).not.toBe('');
          expect(keyword).not.toContain(',');
          expect(keyword.trim()).toBe(keyword);
        }
      }),
    );
  });

  it('a keyword rule matches exactly the names that hold a keyword, whatever the case', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,4}$/), { minLength: 1, maxLength: 3 }),
        fc.stringMatching(/^[a-zA-Z ]{0,12}$/),
        (keywords, name) => {
          const matches = alertPredicate(rules({ keywords }), [])(card({ name: name === '' ? null : name }));
          expect(matches).toBe(keywords.some((keyword) => name.toLowerCase().includes(keyword)));
        },
      ),
    );
  });

  it('summarize one deal by itself and several by their number', () => {
    expect(summarizeDeals([])).toBeNull();
    expect(summarizeDeals([umbreon])).toEqual({ count: 1, event: umbreon });
    expect(summarizeDeals([umbreon, unnamed, pikachu, umbreon, pikachu])).toEqual({
      count: 5,
      names: ['Umbreon VMAX', 'Pikachu', 'Umbreon VMAX'],
    });
  });
});

describe('the alert rate limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('alerts at once after a quiet spell, then at most once every 5 s with what arrived meanwhile', () => {
    vi.useFakeTimers();
    const fired: string[][] = [];
    const throttle = createAlertThrottle<string>((items) => fired.push(items));
    throttle.push(['a']);
    expect(fired).toEqual([['a']]);
    vi.advanceTimersByTime(1000);
    throttle.push(['b']);
    throttle.push([]);
    vi.advanceTimersByTime(1000);
    throttle.push(['c', 'd']);
    vi.advanceTimersByTime(ALERT_INTERVAL_MS - 2001);
    expect(fired).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([['a'], ['b', 'c', 'd']]);
    vi.advanceTimersByTime(ALERT_INTERVAL_MS);
    throttle.push(['e']);
    expect(fired).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it('forgets what waits when cleared (paused, turned off, closed)', () => {
    vi.useFakeTimers();
    const fired: string[][] = [];
    const throttle = createAlertThrottle<string>((items) => fired.push(items));
    throttle.push(['a']);
    throttle.push(['b']);
    throttle.clear();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(ALERT_INTERVAL_MS * 3);
    expect(fired).toEqual([['a']]);
    // What comes next alerts alone: nothing of what was forgotten comes back with it.
    throttle.push(['c']);
    expect(fired).toEqual([['a'], ['c']]);
  });

  it('alerts for nothing when nothing came, and keeps one wait however many deals arrive in it', () => {
    vi.useFakeTimers();
    const fired: string[][] = [];
    const throttle = createAlertThrottle<string>((items) => fired.push(items));
    throttle.push([]);
    expect(fired).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    throttle.push(['a']);
    throttle.push(['b']);
    vi.advanceTimersByTime(1000);
    throttle.push(['c']);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(ALERT_INTERVAL_MS);
    expect(fired).toEqual([['a'], ['b', 'c']]);
    vi.advanceTimersByTime(ALERT_INTERVAL_MS);
    expect(fired).toHaveLength(2);
  });

  it('never alerts twice within 5 s, loses nothing and keeps the order, whatever the arrivals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ wait: fc.integer({ min: 0, max: 12_000 }), count: fc.integer({ min: 0, max: 4 }) }), {
          maxLength: 40,
        }),
        (arrivals) => {
          vi.useFakeTimers();
          const times: number[] = [];
          const fired: number[] = [];
          const throttle = createAlertThrottle<number>((items) => {
            times.push(Date.now());
            fired.push(...items);
          });
          let sent = 0;
          for (const { wait, count } of arrivals) {
            vi.advanceTimersByTime(wait);
            throttle.push(Array.from({ length: count }, () => sent++));
          }
          vi.advanceTimersByTime(ALERT_INTERVAL_MS);
          expect(fired).toEqual(Array.from({ length: sent }, (_, index) => index));
          for (let index = 1; index < times.length; index++) {
            expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(ALERT_INTERVAL_MS);
          }
          vi.useRealTimers();
        },
      ),
    );
  });
});

describe('deal alerts net of buying costs', () => {
  const gap = (netUsd: number, netPct: number) => () => ({
    grossUsd: 5,
    grossPct: 1,
    costUsd: 500 - netUsd,
    netUsd,
    netPct,
  });

  it('leave out a good deal the costs undo, and keep one they do not, or one whose value is unknown', () => {
    const settings = rules({ enabled: true, on: 'goodDeals' });
    const deal = card({ isGoodDeal: true });
    expect(alertPredicate(settings, [], undefined, gap(-4.9, -0.98))(deal)).toBe(false);
    expect(alertPredicate(settings, [], undefined, gap(5, 1))(deal)).toBe(true);
    expect(alertPredicate(settings, [], undefined, () => null)(deal)).toBe(true);
    expect(alertPredicate(settings, [])(card({ isGoodDeal: false }))).toBe(false);
  });

  it('weigh the least discount against the net one where it is known, else the feed’s', () => {
    const settings = rules({ enabled: true, on: 'rules', minDiscountPct: 10 });
    const listing = card({ percentage: 12 });
    expect(alertPredicate(settings, [], undefined, gap(45, 9))(listing)).toBe(false);
    expect(alertPredicate(settings, [], undefined, gap(55, 11))(listing)).toBe(true);
    expect(alertPredicate(settings, [], undefined, () => null)(listing)).toBe(true);
    expect(alertPredicate(settings, [], undefined, () => null)(card({ percentage: null }))).toBe(false);
  });
});

describe('deal alerts at a minimum confidence', () => {
  const judged = (level: Confidence) => (): ValueJudgement => ({
    level,
    input: { basis: 'feed', count: 0, lastAgeMs: null, spreadPct: null, disagreementPct: null },
    figure: 'feed',
    trend: { trend: null, changePct: null, recentSales: 0, earlierSales: 0 },
  });
  const deal = card({ isGoodDeal: true, percentage: 25 });

  it('alert only at or above the minimum, Medium unless the user says otherwise', () => {
    expect(DEFAULT_ALERTS.minConfidence).toBe('medium');
    const atMedium = rules({ on: 'goodDeals' });
    expect(alertPredicate(atMedium, [], undefined, undefined, judged('low'))(deal)).toBe(false);
    expect(alertPredicate(atMedium, [], undefined, undefined, judged('medium'))(deal)).toBe(true);
    expect(alertPredicate(atMedium, [], undefined, undefined, judged('high'))(deal)).toBe(true);
    const atHigh = rules({ on: 'goodDeals', minConfidence: 'high' });
    expect(alertPredicate(atHigh, [], undefined, undefined, judged('medium'))(deal)).toBe(false);
    expect(alertPredicate(atHigh, [], undefined, undefined, judged('high'))(deal)).toBe(true);
    const atLow = rules({ on: 'goodDeals', minConfidence: 'low' });
    expect(alertPredicate(atLow, [], undefined, undefined, judged('low'))(deal)).toBe(true);
  });

  it('hold for the user’s rules too, and judge no event whose value is unknown', () => {
    const settings = rules({ on: 'rules', minDiscountPct: 10 });
    expect(alertPredicate(settings, [], undefined, undefined, judged('low'))(deal)).toBe(false);
    expect(alertPredicate(settings, [], undefined, undefined, judged('medium'))(deal)).toBe(true);
    expect(alertPredicate(settings, [], undefined, undefined, () => null)(deal)).toBe(true);
  });
});
