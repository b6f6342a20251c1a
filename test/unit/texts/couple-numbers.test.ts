import { describe, expect, it } from 'vitest';
import type { CoupleNumbers } from '../../../src/domain/couple-numbers/couple-numbers.js';
import { coupleNumberFacts, formatCount } from '../../../src/texts/couple-numbers.pt-br.js';

const numbers = (overrides: Partial<CoupleNumbers> = {}): CoupleNumbers => ({
  weekday: 6,
  moonPhase: 'full',
  season: 'winter',
  fullMoons: 68,
  weekends: 285,
  days: 988,
  milestone: { target: 1000, remaining: 12 },
  ...overrides,
});

const sentences = (value: CoupleNumbers) => coupleNumberFacts(value).map((fact) => fact.sentence);

describe('"Nossos números" in Portuguese', () => {
  it('thousands take a dot', () => {
    expect([0, 7, 999, 1000, 12345, 1234567].map(formatCount)).toEqual(['0', '7', '999', '1.000', '12.345', '1.234.567']);
  });

  it('six facts, in order', () => {
    expect(coupleNumberFacts(numbers())).toEqual([
      { label: 'O dia da semana', value: 'Sábado', sentence: 'Tudo começou num sábado.' },
      { label: 'A lua daquela noite', value: 'Lua cheia', sentence: 'Era lua cheia no céu quando tudo começou.' },
      { label: 'Luas cheias juntos', value: '68', sentence: 'Vocês já viram 68 luas cheias juntos.' },
      { label: 'Fins de semana juntos', value: '285', sentence: 'Vocês já viveram 285 fins de semana lado a lado, contando o primeiro.' },
      { label: 'O próximo marco', value: '12 dias', sentence: 'Faltam 12 dias para 1.000 dias juntos.' },
      { label: 'A estação', value: 'Inverno', sentence: 'Tudo começou no inverno.' },
    ]);
  });

  it('feminine weekdays and seasons take "numa" and "na"', () => {
    expect(sentences(numbers({ weekday: 5, season: 'spring' }))).toEqual(
      expect.arrayContaining(['Tudo começou numa sexta-feira.', 'Tudo começou na primavera.']),
    );
  });

  it('one, none, and the day itself', () => {
    const one = sentences(numbers({ fullMoons: 1, weekends: 1, milestone: { target: 100, remaining: 1 } }));
    expect(one).toContain('Vocês já viram 1 lua cheia juntos.');
    expect(one).toContain('Vocês já viveram 1 fim de semana lado a lado, contando o primeiro.');
    expect(one).toContain('Falta 1 dia para 100 dias juntos.');
    const none = sentences(numbers({ fullMoons: 0, weekends: 0 }));
    expect(none).toContain('A primeira lua cheia de vocês ainda está por vir.');
    expect(none).toContain('O primeiro fim de semana de vocês está chegando.');
    const today = coupleNumberFacts(numbers({ days: 2000, milestone: { target: 2000, remaining: 0 } }))[4];
    expect(today).toEqual({ label: 'Hoje é dia de festa', value: '2.000', sentence: 'Hoje vocês completam 2.000 dias juntos!' });
  });

  it('every phase of the moon has its name', () => {
    const names = (['new', 'waxingCrescent', 'firstQuarter', 'waxingGibbous', 'full', 'waningGibbous', 'lastQuarter', 'waningCrescent'] as const).map(
      (moonPhase) => coupleNumberFacts(numbers({ moonPhase }))[1]!.value,
    );
    expect(names).toEqual([
      'Lua nova',
      'Lua crescente',
      'Quarto crescente',
      'Lua gibosa crescente',
      'Lua cheia',
      'Lua gibosa minguante',
      'Quarto minguante',
      'Lua minguante',
    ]);
  });
});
