const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** "R$ 12,00", "R$ 1.234,50": an amount in cents as Brazilian reais, thousands grouped with dots. */
export function formatBrl(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = String(Math.floor(absolute / 100)).replace(THOUSANDS, '.');
  return `${sign}R$ ${whole},${String(absolute % 100).padStart(2, '0')}`;
}
