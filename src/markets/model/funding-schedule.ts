const HOUR_MS = 3_600_000;

/**
 * The next settlement of a venue that settles every `intervalHours` on UTC boundaries (every hour: 01:00, 02:00…;
 * every 8 h: 00:00, 08:00, 16:00). Used for venues whose reply does not say when funding is next paid.
 */
export function nextFundingBoundary(now: number, intervalHours = 1): number {
  const step = intervalHours * HOUR_MS;
  return (Math.floor(now / step) + 1) * step;
}
