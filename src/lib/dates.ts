const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * "21 Nov": day and short month, as blog cards and the blog page show it (SPEC.md), in the reader's
 * time zone, or in UTC (what a page drawn on the server shows until the app has taken it over).
 */
export function formatDay(value: string | Date, zone: 'local' | 'utc' = 'local'): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return zone === 'utc' ? `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}` : `${d.getDate()} ${MONTHS[d.getMonth()]}`;
}

/** "21 Nov 2026": with the year, as the profile's Joined date shows it. */
export function formatFullDate(value: string | Date): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** "3 hours ago" for notifications and comments. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const d = toDate(value);
  const seconds = Math.round((now.getTime() - d.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 45) return 'just now';
  const steps: [number, string][] = [
    [60, 'minute'],
    [60 * 60, 'hour'],
    [60 * 60 * 24, 'day'],
  ];
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const [size, unit] = steps[i];
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      if (unit === 'day' && n > 30) return formatFullDate(d);
      return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}

/** "21 Nov 2026, 14:05": a moment in the reader's own time zone (a scheduled blog's time). */
export function formatDateTime(value: string | Date): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  const hh = String(d.getHours()).padStart(2, '0');
  const mm = String(d.getMinutes()).padStart(2, '0');
  return `${formatFullDate(d)}, ${hh}:${mm}`;
}
