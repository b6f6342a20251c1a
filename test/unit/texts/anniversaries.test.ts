import { describe, expect, it } from 'vitest';
import { anniversaryOn } from '../../../src/domain/anniversaries/anniversary.js';
import { anniversaryCelebration } from '../../../src/texts/anniversary-celebration.pt-br.js';
import { ANNIVERSARY_EMAIL, yearsWord } from '../../../src/texts/anniversaries.pt-br.js';

const start = { year: 2024, month: 3, day: 10 };

describe('the anniversary sentences', () => {
  it.each([
    [{ year: 2024, month: 4, day: 10 }, 'Hoje vocês completam 1 mês!'],
    [{ year: 2024, month: 8, day: 10 }, 'Hoje vocês completam 5 meses!'],
    [{ year: 2025, month: 3, day: 10 }, 'Hoje vocês completam 1 ano!'],
    [{ year: 2025, month: 4, day: 10 }, 'Hoje vocês completam 1 ano e 1 mês!'],
    [{ year: 2026, month: 3, day: 10 }, 'Hoje vocês completam 2 anos!'],
    [{ year: 2026, month: 5, day: 10 }, 'Hoje vocês completam 2 anos e 2 meses!'],
  ])('on %o: %s', (day, sentence) => {
    expect(anniversaryCelebration(anniversaryOn(start, day)!)).toBe(sentence);
  });

  it('counts the e-mail’s years in Portuguese', () => {
    expect(yearsWord(1)).toBe('1 ano');
    expect(yearsWord(2)).toBe('2 anos');
    expect(ANNIVERSARY_EMAIL.subject(yearsWord(10))).toBe('Hoje vocês completam 10 anos! 🎉');
  });
});
