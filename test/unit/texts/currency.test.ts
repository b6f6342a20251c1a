import { describe, expect, it } from 'vitest';
import { formatBrl } from '../../../src/texts/currency.pt-br.js';

describe('formatBrl: cents as Brazilian reais', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [99, 'R$ 0,99'],
    [100, 'R$ 1,00'],
    [1200, 'R$ 12,00'],
    [1600, 'R$ 16,00'],
    [2400, 'R$ 24,00'],
    [3200, 'R$ 32,00'],
    [4400, 'R$ 44,00'],
    [1250, 'R$ 12,50'],
    [99_999, 'R$ 999,99'],
    [100_000, 'R$ 1.000,00'],
    [123_456, 'R$ 1.234,56'],
    [123_456_789, 'R$ 1.234.567,89'],
    [-1600, '-R$ 16,00'],
  ])('%i → %s', (cents, text) => {
    expect(formatBrl(cents)).toBe(text);
  });

  it.each([0, 7, 1200, 99_999, 100_000, 5_000_000, 123_456_789])('groups thousands as pt-BR does (%i cents)', (cents) => {
    const reais = Math.floor(cents / 100).toLocaleString('pt-BR');
    expect(formatBrl(cents)).toBe(`R$ ${reais},${String(cents % 100).padStart(2, '0')}`);
  });
});
