/**
 * An alert as plain data: made where the alert is found, before it goes out, so that it can be posted to another tab
 * (BroadcastChannel) or kept in a log (IndexedDB) as it is: no function, no class, nothing a structured clone loses.
 */

/** What raised an alert: a feed panel's deal rules, or a strategy's alert rules. */
export const ALERT_KINDS = ['deal', 'strategy'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface AlertRecord {
  kind: AlertKind;
  /** The rule that raised it, as the alert log files it (a strategy's `legMissing`…); a deal's is `deal`. */
  rule?: string;
  /** Which source raised it: a feed (`collector_crypt-sale`), a strategy's id. */
  sourceId: string;
  /** That source as the user reads it: its panel's title. */
  source: string;
  /** What it says alone, as a notification's title. */
  title: string;
  /** What it says below the title, a line per fact. */
  lines: readonly string[];
  /** The name it goes by when alerts are counted together (a card's name); null when it has none. */
  name: string | null;
  /** When it was raised, epoch milliseconds. */
  time: number;
  /**
   * What makes it the same alert when another tab of the browser finds it too (a deal's feed event), so that it sounds
   * once; none where each find is its own alert.
   */
  key?: string;
}

/** What one notification says, made from the records that go out together. */
export interface AlertMessage {
  title: string;
  body: string;
  /** Notifications of one tag replace each other: a newer one replaces the one still showing. */
  tag: string;
}

/** What goes out, as one chime (when `sound`) and one notification: plain text, with the keys of its records. */
export interface AlertOut extends AlertMessage {
  sound: boolean;
  keys: string[];
}

/**
 * The body of several records of several sources: each line named by its source ("Funding Carry: Lighter leg
 * missing"), so that a grouped notification says where each line comes from.
 */
export const namedLines = (records: readonly AlertRecord[]): string =>
  records.flatMap((record) => record.lines.map((line) => `${record.source}: ${line}`)).join('\n');

/** How many sources the records come from. */
export const sourceCount = (records: readonly AlertRecord[]): number =>
  new Set(records.map((record) => record.sourceId)).size;
