/** The public page's own words for "Nossa história": kept apart so the page loads only these. */
export const STORY_HEADING = 'Nossa história';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** "14 fev 2023" or "14 fev 2023, 19:30": a moment's date as the page shows it. */
export function momentDateLabel(date: string, time: string | null): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const label = `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
  return time ? `${label}, ${time}` : label;
}
