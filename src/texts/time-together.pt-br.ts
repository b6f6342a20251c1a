import { TIME_TOGETHER_UNITS, type TimeTogether, type TimeTogetherUnit } from '../domain/time-together/time-together.js';

/** Each unit's word for exactly 1, and for any other count (0 included). */
const WORDS = {
  years: ['ano', 'anos'],
  months: ['mês', 'meses'],
  days: ['dia', 'dias'],
  hours: ['hora', 'horas'],
  minutes: ['minuto', 'minutos'],
  seconds: ['segundo', 'segundos'],
} as const satisfies Record<TimeTogetherUnit, readonly [one: string, many: string]>;

/** "ano" for 1, "anos" for anything else. */
export function timeTogetherUnitWord(unit: TimeTogetherUnit, count: number): string {
  return WORDS[unit][count === 1 ? 0 : 1];
}

/** "1 ano, 2 meses, 1 dia, 0 horas, 5 minutos e 1 segundo": every unit, singular or plural, as the counter reads it. */
export function timeTogetherSentence(value: TimeTogether): string {
  const parts = TIME_TOGETHER_UNITS.map((unit) => `${value[unit]} ${timeTogetherUnitWord(unit, value[unit])}`);
  const last = parts.pop();
  return `${parts.join(', ')} e ${last}`;
}
