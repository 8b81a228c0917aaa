import * as z from 'zod/mini';
import { closedObject } from '../../lib/closed-object';
import { marketKeys } from '../market-keys';
import { MAX_ACCOUNT_FIGURE, type AccountActivity, type AccountBalance } from '../model/account';

/**
 * One venue account's read as the watcher tab hands it to the browser's other tabs (app/account-figures-relay.ts): a
 * balance or an activity read, with when it was read. Another tab's message is checked field by field before it
 * enters this tab's cache: a figure that is not a finite number within MAX_ACCOUNT_FIGURE, a text too long, a key
 * that does not belong, and the whole message is dropped (this tab then reads the account itself).
 */
const figure = z.number().check(z.refine((value) => Number.isFinite(value) && Math.abs(value) <= MAX_ACCOUNT_FIGURE));
const maybe = z.nullable(figure);
const text = (max: number) => z.string().check(z.maxLength(max));
const count = z.number().check(z.int(), z.gte(0), z.lte(1_000_000));
const time = z.number().check(z.int(), z.gte(0), z.lte(8.64e15));
const MAX_ROWS = 20_000;

const positionSchema = closedObject({
  market: text(100),
  side: z.enum(['long', 'short']),
  size: figure,
  entryPrice: maybe,
  valueUsd: maybe,
  unrealizedPnlUsd: maybe,
  markPrice: z.optional(maybe),
  liquidationPrice: z.optional(maybe),
  openedAt: z.optional(z.nullable(time)),
});

const head = { venue: text(60), address: text(200), status: z.enum(['ok', 'none']), droppedRows: count, readAt: time };

const balanceSchema = closedObject({
  ...head,
  equityUsd: figure,
  availableUsd: figure,
  positions: z.array(positionSchema).check(z.maxLength(MAX_ROWS)),
});

const fillSchema = closedObject({
  kind: z.literal('fill'),
  venue: text(60),
  id: text(200),
  time,
  market: text(100),
  side: z.enum(['buy', 'sell']),
  size: figure,
  price: figure,
  feeUsd: figure,
});

const fundingSchema = closedObject({
  kind: z.literal('funding'),
  venue: text(60),
  id: text(200),
  time,
  market: text(100),
  side: z.nullable(z.enum(['long', 'short'])),
  size: maybe,
  rate: maybe,
  amountUsd: figure,
});

const activitySchema = closedObject({
  ...head,
  events: z.array(z.union([fillSchema, fundingSchema])).check(z.maxLength(MAX_ROWS)),
  cutShort: z.optional(closedObject({ fill: z.nullable(time), funding: z.nullable(time) })),
});

export type AccountFigures =
  | { kind: 'balance'; updatedAt: number; data: AccountBalance }
  | { kind: 'activity'; updatedAt: number; data: AccountActivity };

export const accountFiguresSchema: z.ZodMiniType<AccountFigures> = z.union([
  closedObject({ kind: z.literal('balance'), updatedAt: time, data: balanceSchema }),
  closedObject({ kind: z.literal('activity'), updatedAt: time, data: activitySchema }),
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether `data` is this tab's own read of the account under the key (the account reads' query functions put it there). */
function isOwnRead(data: unknown, venue: string, address: string): data is Record<string, unknown> {
  return isRecord(data) && data.venue === venue && data.address === address;
}

function isOwnBalance(data: unknown, venue: string, address: string): data is AccountBalance {
  return isOwnRead(data, venue, address) && Array.isArray(data.positions);
}

function isOwnActivity(data: unknown, venue: string, address: string): data is AccountActivity {
  return isOwnRead(data, venue, address) && Array.isArray(data.events);
}

/**
 * The figures a query of one account holds, when its key is an account read's and its data is that read, for this tab
 * to hand out. Only its outline is looked at: it is this tab's own read, checked at the venue's door, and every tab that
 * receives it checks it whole (accountFiguresSchema); a second full check here cost the watcher tens of milliseconds
 * in the cache update of an account with a thousand fills.
 */
export function accountFiguresOf(
  queryKey: readonly unknown[],
  data: unknown,
  updatedAt: number,
): AccountFigures | null {
  const [owner, part, kind, venue, address, ...rest] = queryKey;
  if (rest.length > 0 || typeof venue !== 'string' || typeof address !== 'string') return null;
  if (kind !== 'balance' && kind !== 'activity') return null;
  const [wantedOwner, wantedPart] = marketKeys.account(kind, venue, address);
  if (owner !== wantedOwner || part !== wantedPart || !time.safeParse(updatedAt).success) return null;
  if (kind === 'balance') return isOwnBalance(data, venue, address) ? { kind, updatedAt, data } : null;
  return isOwnActivity(data, venue, address) ? { kind, updatedAt, data } : null;
}
