const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * "R$ 12,00", "R$ 1.234,50": an amount in cents as Brazilian reais, thousands grouped with dots. A no-break space after
 * "R$", as pt-BR's own currency format has, so a narrow screen never leaves the symbol alone at a line's end.
 */
export function formatBrl(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = String(Math.floor(absolute / 100)).replace(THOUSANDS, '.');
  return `${sign}R$\u00a0${whole},${String(absolute % 100).padStart(2, '0')}`;
}
