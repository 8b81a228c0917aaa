import * as z from 'zod/mini';
import { closedObject } from '../../lib/closed-object';
import { MAX_DATE_MS } from '../../lib/format/time';

/**
 * One alert as the alert log keeps it, whatever raised it: a deal of the feed, or a strategy's problem. It is kept as
 * it was said (a title and its lines, in the language of the moment), like a notification, and shown as text.
 */
export interface AlertRecord {
  /** Unique per user: the same alert added twice is one record. */
  id: string;
  /** When it was raised, epoch milliseconds. */
  at: number;
  /** What kind of alert: `deal`, or a strategy rule's kind (`legMissing`, `rebalanceNeeded`…); filtered on. */
  kind: string;
  /** What raised it: a strategy's id, or a feed's (`courtyard:listing`); filtered on. */
  sourceId: string;
  /** The source's name as the user knows it ("Lighter × Pacifica Funding Rate"). */
  sourceName: string;
  title: string;
  lines: string[];
  read: boolean;
}

export const MAX_ALERT_TEXT = 300;
export const MAX_ALERT_LINES = 20;

const text = (min: number) => z.string().check(z.minLength(min), z.maxLength(MAX_ALERT_TEXT));

/** The record's fields and their limits, shared by the record and its stored form. */
export const alertRecordShape = {
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  at: z.number().check(z.gte(0), z.lte(MAX_DATE_MS)),
  kind: z.string().check(z.regex(/^[A-Za-z][\w.:-]{0,39}$/)),
  sourceId: z.string().check(z.minLength(1), z.maxLength(200)),
  sourceName: text(0),
  title: text(1),
  lines: z.array(text(0)).check(z.maxLength(MAX_ALERT_LINES)),
  read: z.boolean(),
};

/**
 * An alert record, checked strictly wherever it comes from outside the code that made it (the store, another tab):
 * what it holds is shown, so anything the app would not have made fails, and that record is skipped.
 */
export const alertRecordSchema: z.ZodMiniType<AlertRecord> = closedObject(alertRecordShape);
