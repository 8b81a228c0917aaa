import type { AlertRecord } from '../../src/alert-log/model/alert-record';

/** The moment the alert-log tests run at. */
export const NOW = 1_763_700_000_000;
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** A strategy's alert raised `minutesAgo` before NOW; `fields` overrides any of it. */
export function alertAt(minutesAgo: number, fields: Partial<AlertRecord> = {}): AlertRecord {
  const at = NOW - minutesAgo * MINUTE;
  return {
    id: `alert-${at}`,
    at,
    kind: 'imbalanced',
    sourceId: 'strategy-1',
    sourceName: 'Lighter × Pacifica Funding Rate',
    title: 'Lighter × Pacifica Funding Rate',
    lines: ['Legs differ by 8 %'],
    read: false,
    ...fields,
  };
}

/** A deal alert of the Courtyard listings. */
export const dealAt = (minutesAgo: number, fields: Partial<AlertRecord> = {}): AlertRecord =>
  alertAt(minutesAgo, {
    id: `deal-${minutesAgo}`,
    kind: 'deal',
    sourceId: 'courtyard:listing',
    sourceName: 'Courtyard',
    title: 'Good deal: Charizard Holo',
    lines: ['PSA 9 · $450 · 22 % below its value'],
    ...fields,
  });
