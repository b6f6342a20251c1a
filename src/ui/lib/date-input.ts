import { EARLIEST_DATING_YEAR } from '../../domain/memory/dating-since.js';

/** The earliest start date the domain accepts, as a date input's `min`. */
export const EARLIEST_DATE_INPUT = `${EARLIEST_DATING_YEAR}-01-01`;

/** Today's date in the browser's calendar, 'YYYY-MM-DD', as a date input's `max`. */
export function todayInputValue(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
