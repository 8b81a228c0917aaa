import { accountFigure, type AccountEvent } from '../../../markets/model/account';

const HOUR_MS = 3_600_000;

/** The windows farmers track for points: the last 24 hours, 7 days and 30 days, each ending now. */
export const WINDOWS = [
  { id: '24h', ms: 24 * HOUR_MS },
  { id: '7d', ms: 7 * 24 * HOUR_MS },
  { id: '30d', ms: 30 * 24 * HOUR_MS },
] as const;
export type WindowId = (typeof WINDOWS)[number]['id'];

export interface WindowTotals {
  window: WindowId;
  /** Traded notional: size × price of every fill, buys and sells alike. */
  volumeUsd: number;
  fills: number;
  /** What the fills cost (a rebate counts as negative). */
  feesUsd: number;
  /** Funding received minus funding paid. */
  fundingUsd: number;
}

// An amount past the account layer's cap (accountFigure) is left out of the sums, as for the volume bot's figures and
// My Balance's net: a hostile row would otherwise be the window's volume. It is still listed, as text, in the table.
const amount = (value: number) => accountFigure(value);

/** Whether a time falls in the window that ends now: later than now − length, and not in the future. */
export const inWindow = (time: number, now: number, ms: number) => time > now - ms && time <= now;

export function windowTotals(events: readonly AccountEvent[], now: number): WindowTotals[] {
  return WINDOWS.map(({ id, ms }) => {
    const totals: WindowTotals = { window: id, volumeUsd: 0, fills: 0, feesUsd: 0, fundingUsd: 0 };
    for (const event of events) {
      if (!inWindow(event.time, now, ms)) continue;
      if (event.kind === 'fill') {
        const notional = amount(event.size * event.price);
        const fee = amount(event.feeUsd);
        if (notional === null || fee === null || notional < 0) continue;
        totals.volumeUsd += notional;
        totals.feesUsd += fee;
        totals.fills += 1;
      } else {
        const funding = amount(event.amountUsd);
        if (funding !== null) totals.fundingUsd += funding;
      }
    }
    return totals;
  });
}
