// Calendar dates as the lender writes them (due dates, news) and the days between them.
const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** "2026-01-15" → "15 января 2026"; calendar dates, no time zone shift. */
export function formatNewsDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return `${d} ${MONTHS[m - 1] ?? ''} ${y}`;
}

/** '2026-12-10…' → '10.12.2026': every date the same width in tabular figures. */
export function formatShortDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${d}.${m}.${y}` : isoDate;
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `today` to `due` (both YYYY-MM-DD…): negative once the date has passed. */
export function daysUntil(due: string, today: string): number {
  return Math.round((Date.parse(due.slice(0, 10)) - Date.parse(today.slice(0, 10))) / DAY_MS);
}

/** Today's calendar date in Moscow, where the lender's due dates fall. */
export const moscowToday = (now: Date = new Date()): string => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/** An instant as Moscow's wall clock: '2026-11-26T21:41:00Z' → '27.11.2026 00:41 (МСК)'. */
export function formatMoscowDateTime(instant: string | Date): string {
  const shifted = new Date(new Date(instant).getTime() + 3 * 3_600_000).toISOString();
  return `${formatShortDate(shifted)} ${shifted.slice(11, 16)} (МСК)`;
}
