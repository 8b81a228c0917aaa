import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dueEvery, type DueAt } from '../gate/keep-fresh';
import { ACCOUNT_REFRESH_MS } from './use-reads';

/**
 * How long past its due time this tab reads an account again. A tab the watcher hands its account reads to
 * (app/account-figures-relay.ts) waits a few seconds more, so that the watcher's read of the same account, due at the
 * same moment, reaches it first and it reads nothing itself; an account the watcher does not read is read here a few
 * seconds later than every 30 s. The watcher, or a tab alone, waits nothing.
 */
const slackOf = new WeakMap<QueryClient, number>();

export const FOLLOWER_SLACK_MS = 5_000;

/** Sets the slack of the tab whose cache this is (each tab has its own). */
export function setAccountReadSlack(client: QueryClient, ms: number): void {
  slackOf.set(client, ms);
}

const every = dueEvery(ACCOUNT_REFRESH_MS);

/** When an account's next read is due: 30 s after its last one ended, plus this tab's slack. */
export const accountReadDue: DueAt = (client, queryKey: QueryKey) =>
  every(client, queryKey) + (slackOf.get(client) ?? 0);
