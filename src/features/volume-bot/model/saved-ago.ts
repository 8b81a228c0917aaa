const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago something was saved, in the reader's language: "5 seconds ago", "3 min. ago", "2 days ago". Null for a
 * date that cannot be read; a time a little in the future (another clock) counts as now.
 */
export function savedAgo(savedAt: string, now: number, locale: string): string | null {
  const time = Date.parse(savedAt);
  if (Number.isNaN(time)) return null;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    formats.set(locale, format);
  }
  const seconds = Math.max(0, Math.floor((now - time) / 1000));
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
