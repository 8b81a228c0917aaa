/** Where one source of the total stands: its first read still running, read (now or before), or failed unread. */
export type SourceState = 'reading' | 'read' | 'failed';

export interface TotalReading {
  /** Nothing read yet and something still reading: a sum now would be $0.00 that means nothing, so say "reading". */
  reading: boolean;
  /** Sources still on their first read: the total does not hold them yet. */
  pending: number;
}

/** What the total says of its sources: "reading" until one of them answers, then how many it still waits for. */
export function totalReading(sources: readonly SourceState[]): TotalReading {
  const pending = sources.filter((source) => source === 'reading').length;
  return { reading: pending > 0 && !sources.includes('read'), pending };
}

/** A read's state from what it holds: data (even an old one), else a failure, else still reading. */
export function sourceState(read: { data: unknown; problem: unknown; loading: boolean }): SourceState {
  if (read.data !== null && read.data !== undefined) return 'read';
  return read.problem !== null && read.problem !== undefined ? 'failed' : read.loading ? 'reading' : 'failed';
}
