import type { Anniversary } from '../domain/anniversaries/anniversary.js';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 anos", "5 meses", "1 ano e 2 meses": what a calendar anniversary completes. */
export function anniversaryLength(anniversary: Anniversary): string {
  const years = count(anniversary.years, 'ano', 'anos');
  const months = count(anniversary.months, 'mês', 'meses');
  if (anniversary.years === 0) return months;
  return anniversary.months === 0 ? years : `${years} e ${months}`;
}

/** The public page's line on an anniversary day: "Hoje vocês completam 2 anos!". */
export function anniversaryCelebration(anniversary: Anniversary): string {
  return `Hoje vocês completam ${anniversaryLength(anniversary)}!`;
}
