import { i18n } from '@lingui/core';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * The language dates are written in: the one the interface speaks now. A component passes its own
 * (`useLingui().i18n.locale`), which is also right on the server, where each page has its language's
 * i18n instance; code without one gets the app's.
 */
const activeLocale = () => i18n.locale || 'en';

/**
 * English keeps SPEC.md's own formats ("21 Nov", "21 Nov 2026"): Intl's English writes "Nov 21" in
 * the US and "Sept" in Britain. Every other language writes its dates the way Intl says it does.
 */
const isEnglish = (locale: string) => locale === 'en' || locale.startsWith('en-');

/**
 * "21 Nov": day and short month, as blog cards and the blog page show it (SPEC.md), in the reader's
 * time zone, or in UTC (what a page drawn on the server shows until the app has taken it over).
 */
export function formatDay(value: string | Date, zone: 'local' | 'utc' = 'local', locale: string = activeLocale()): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  if (!isEnglish(locale)) return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(zone === 'utc' ? { timeZone: 'UTC' } : {}) }).format(d);
  return zone === 'utc' ? `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}` : `${d.getDate()} ${MONTHS[d.getMonth()]}`;
}

/** "21 Nov 2026": with the year, as the profile's Joined date shows it. */
export function formatFullDate(value: string | Date, locale: string = activeLocale()): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  if (!isEnglish(locale)) return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(d);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

const STEPS: [seconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60 * 60 * 24, 'day'],
  [60 * 60, 'hour'],
  [60, 'minute'],
];

/**
 * "3 hours ago" for notifications and comments ("just now" under 45 seconds, the full date past 30
 * days), through Intl.RelativeTimeFormat: "hace 3 horas", "قبل 3 ساعات". Always a number ("1 day
 * ago", not "yesterday"), as SPEC.md's English has it.
 */
export function formatRelative(value: string | Date, now: Date = new Date(), locale: string = activeLocale()): string {
  const d = toDate(value);
  const seconds = Math.round((now.getTime() - d.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [size, unit] of STEPS) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      if (unit === 'day' && n > 30) return formatFullDate(d, locale);
      return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-n, unit);
    }
  }
  // Intl's word for this moment ("ahora", "الآن"); SPEC.md's English says "just now".
  return isEnglish(locale) ? 'just now' : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
}

/** "21 Nov 2026, 14:05": a moment in the reader's own time zone (a scheduled blog's time). */
export function formatDateTime(value: string | Date, locale: string = activeLocale()): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  if (!isEnglish(locale)) {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d);
  }
  const hh = String(d.getHours()).padStart(2, '0');
  const mm = String(d.getMinutes()).padStart(2, '0');
  return `${formatFullDate(d, locale)}, ${hh}:${mm}`;
}
