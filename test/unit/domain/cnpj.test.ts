import { describe, expect, it } from 'vitest';
import { cnpjDigits, formatCnpj } from '../../../src/domain/shop/cnpj.js';

describe('cnpjDigits', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['11222333000181', '11222333000181'],
    ['  33.000.167/0001-01 ', '33000167000101'],
    ['00.000.000/0001-91', '00000000000191'],
    // The alphanumeric CNPJ (Receita Federal's own example): letters count as their character code minus 48.
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
  ])('takes %s as %s', (text, digits) => {
    expect(cnpjDigits(text)).toBe(digits);
  });

  it.each([
    ['11.222.333/0001-82', 'a wrong second check digit'],
    ['11.222.333/0001-91', 'a wrong first check digit'],
    ['11222333000106', 'a wrong first check digit, the second computed on it'],
    ['.11.222.333/0001-81', 'a character before it'],
    ['11.222.333/0001-810', 'a digit after it'],
    ['12.ABC.345/01DE-36', 'a wrong check digit of an alphanumeric CNPJ'],
    ['00.000.000/0000-00', 'all digits the same'],
    ['11.111.111/1111-11', 'all digits the same'],
    ['1.222.333/0001-81', 'a digit short'],
    ['11.222.333/0001-8', 'a check digit short'],
    ['11.222.333/0001-AB', 'letters in the check digits'],
    ['11 222 333 0001 81', 'other separators'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (text) => {
    expect(cnpjDigits(text)).toBeNull();
  });
});

describe('formatCnpj', () => {
  it('writes the 14 characters with their punctuation', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});
