import { describe, expect, it } from 'vitest';
import { formatBrl } from '../../../src/texts/currency.pt-br.js';

describe('formatBrl: cents as Brazilian reais', () => {
  it.each([
    [0, 'R$\u00a00,00'],
    [5, 'R$\u00a00,05'],
    [99, 'R$\u00a00,99'],
    [100, 'R$\u00a01,00'],
    [1200, 'R$\u00a012,00'],
    [1600, 'R$\u00a016,00'],
    [2400, 'R$\u00a024,00'],
    [3200, 'R$\u00a032,00'],
    [4400, 'R$\u00a044,00'],
    [1250, 'R$\u00a012,50'],
    [99_999, 'R$\u00a0999,99'],
    [100_000, 'R$\u00a01.000,00'],
    [123_456, 'R$\u00a01.234,56'],
    [123_456_789, 'R$\u00a01.234.567,89'],
    [-1600, '-R$\u00a016,00'],
  ])('%i → %s', (cents, text) => {
    expect(formatBrl(cents)).toBe(text);
  });

  it('keeps "R$" with its amount: a no-break space, as pt-BR\'s currency format', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    expect(formatBrl(1600)).toBe(intl.format(16));
    expect(formatBrl(1600)).not.toContain('R$ ');
  });

  it.each([0, 7, 1200, 99_999, 100_000, 5_000_000, 123_456_789])('groups thousands as pt-BR does (%i cents)', (cents) => {
    const reais = Math.floor(cents / 100).toLocaleString('pt-BR');
    expect(formatBrl(cents)).toBe(`R$\u00a0${reais},${String(cents % 100).padStart(2, '0')}`);
  });
});
