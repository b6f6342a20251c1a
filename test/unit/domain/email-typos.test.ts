import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../../src/domain/memory/email-mask.js';
import { suggestEmailFix } from '../../../src/domain/memory/email-typos.js';

describe('suggestEmailFix: a one-tap fix for slips on common providers and on ".com"', () => {
  it.each([
    ['bia@gmail.con', 'bia@gmail.com'],
    ['bia@gmial.com', 'bia@gmail.com'],
    ['bia@gmai.com', 'bia@gmail.com'],
    ['bia@gmal.com', 'bia@gmail.com'],
    ['bia@gamil.com', 'bia@gmail.com'],
    ['bia@gmail.co', 'bia@gmail.com'],
    ['bia@gmail.cmo', 'bia@gmail.com'],
    ['bia@gmail.com.br', 'bia@gmail.com'],
    ['bia@hotmail.con', 'bia@hotmail.com'],
    ['bia@hotmal.com', 'bia@hotmail.com'],
    ['bia@hotmial.com', 'bia@hotmail.com'],
    ['bia@hotmail.co', 'bia@hotmail.com'],
    ['bia@outlook.co', 'bia@outlook.com'],
    ['bia@outlok.com', 'bia@outlook.com'],
    ['bia@yahoo.com.b', 'bia@yahoo.com.br'],
    ['bia@yahoo.con.br', 'bia@yahoo.com.br'],
    ['bia@yaho.com.br', 'bia@yahoo.com.br'],
    ['bia@yahoo.combr', 'bia@yahoo.com.br'],
    ['bia@yahoo.br', 'bia@yahoo.com.br'],
    ['bia@bol.com', 'bia@bol.com.br'],
    ['bia@bol.con.br', 'bia@bol.com.br'],
    ['bia@uol.com', 'bia@uol.com.br'],
    ['bia@uol.com.bt', 'bia@uol.com.br'],
    ['bia@exemplo.con', 'bia@exemplo.com'],
    ['bia@empresa.cmo', 'bia@empresa.com'],
    ['bia@empresa.con.br', 'bia@empresa.com.br'],
    [' Bia.Souza@GMIAL.COM ', 'Bia.Souza@gmail.com'],
    ['bia@uol.con', 'bia@uol.com.br'],
    ['bia@lve.com', 'bia@live.com'],
  ])('%s → %s', (typed, meant) => {
    expect(suggestEmailFix(typed)).toBe(meant);
  });

  it.each([
    'bia@gmail.com',
    'bia@hotmail.com',
    'bia@outlook.com.br',
    'bia@yahoo.com.br',
    'bia@bol.com.br',
    'bia@uol.com.br',
    'bia@ig.com.br',
    'bia@icloud.com',
    'bia@ymail.com',
    'bia@mail.com',
    'bia@empresa.com.br',
    'bia@universidade.edu.br',
    'bia@hotmail.fr',
    'bia@yahoo.es',
    'não é um e-mail',
    'bia@@gmail.con',
    '',
  ])('leaves %j alone', (typed) => {
    expect(suggestEmailFix(typed)).toBeNull();
  });
});

describe('suggestEmailFix: how near a provider must be', () => {
  it('allows one slip on a short provider name and two on a name of five letters or more', () => {
    expect(suggestEmailFix('bia@lxe.com')).toBeNull();
    expect(suggestEmailFix('bia@tim.com.br')).toBeNull();
    expect(suggestEmailFix('bia@gmai.co')).toBe('bia@gmail.com');
  });

  it('counts two neighbours swapped as one slip, and two letters changed as two', () => {
    expect(suggestEmailFix('bia@lvie.com')).toBe('bia@live.com');
    expect(suggestEmailFix('bia@lxie.com')).toBeNull();
    expect(suggestEmailFix('bia@iqve.com')).toBeNull();
  });

  it('takes the nearest provider, and the most used of two as near', () => {
    expect(suggestEmailFix('bia@hotmail.comb')).toBe('bia@hotmail.com');
    expect(suggestEmailFix('bia@yahoo.comb')).toBe('bia@yahoo.com');
    expect(suggestEmailFix('bia@vol.com.br')).toBe('bia@bol.com.br');
  });
});

describe('maskEmail: the first letter and the provider, so a slip in the provider still shows', () => {
  it.each([
    ['ana@gmail.com', 'a•••@gmail.com'],
    ['a@gmail.com', 'a•••@gmail.com'],
    ['Bia.Souza@gmial.com', 'B•••@gmial.com'],
    [' zoë@exemplo.con ', 'z•••@exemplo.con'],
    ['ção@uol.com.br', 'ç•••@uol.com.br'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each(['', 'ana', '@gmail.com', 'ana@'])('hides %j entirely', (email) => {
    expect(maskEmail(email)).toBe('•••');
  });
});
