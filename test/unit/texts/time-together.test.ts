import { describe, expect, it } from 'vitest';
import { TIME_TOGETHER_UNITS, type TimeTogether, type TimeTogetherUnit } from '../../../src/domain/time-together/time-together.js';
import { TIME_TOGETHER_SHORT_LABEL } from '../../../src/texts/time-together-short.pt-br.js';
import { timeTogetherSentence, timeTogetherUnitWord } from '../../../src/texts/time-together.pt-br.js';
import { NO_TIME_TOGETHER, timeTogetherOf } from '../../support/mothers/time-together.mother.js';

const t = timeTogetherOf;
const ZERO = NO_TIME_TOGETHER;

const SENTENCES: readonly [TimeTogether, string][] = [
  [t(1, 1, 1, 1, 1, 1), '1 ano, 1 mês, 1 dia, 1 hora, 1 minuto e 1 segundo'],
  [t(2, 3, 4, 5, 6, 0), '2 anos, 3 meses, 4 dias, 5 horas, 6 minutos e 0 segundos'],
  [ZERO, '0 anos, 0 meses, 0 dias, 0 horas, 0 minutos e 0 segundos'],
  [t(1, 0, 0), '1 ano, 0 meses, 0 dias, 0 horas, 0 minutos e 0 segundos'],
  [t(0, 11, 29, 23, 59, 59), '0 anos, 11 meses, 29 dias, 23 horas, 59 minutos e 59 segundos'],
  [t(10, 1, 2, 1, 2, 1), '10 anos, 1 mês, 2 dias, 1 hora, 2 minutos e 1 segundo'],
];

describe('timeTogetherSentence: Portuguese, every unit, singular and plural (spec §4)', () => {
  it.each(SENTENCES)('%j → %s', (value, text) => {
    expect(timeTogetherSentence(value)).toBe(text);
  });
});

describe('timeTogetherUnitWord: one word per unit, singular only for exactly 1', () => {
  it.each<[TimeTogetherUnit, number, string]>([
    ['years', 0, 'anos'],
    ['years', 1, 'ano'],
    ['years', 2, 'anos'],
    ['months', 1, 'mês'],
    ['months', 11, 'meses'],
    ['days', 1, 'dia'],
    ['days', 29, 'dias'],
    ['hours', 1, 'hora'],
    ['hours', 0, 'horas'],
    ['minutes', 1, 'minuto'],
    ['minutes', 59, 'minutos'],
    ['seconds', 1, 'segundo'],
    ['seconds', 21, 'segundos'],
  ])('%s, %i → %s', (unit, count, word) => {
    expect(timeTogetherUnitWord(unit, count)).toBe(word);
  });
});

describe('TIME_TOGETHER_SHORT_LABEL: the landing’s sample phone', () => {
  it('labels the six tiles in the counter’s order', () => {
    expect(TIME_TOGETHER_UNITS.map((unit) => TIME_TOGETHER_SHORT_LABEL[unit])).toEqual(['anos', 'meses', 'dias', 'horas', 'min', 'seg']);
  });
});
