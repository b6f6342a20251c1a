import type { TimeTogetherUnit } from '../domain/time-together/time-together.js';

/** The landing's sample phone: tiles too small for "minutos". A module of its own, so the public page never loads it. */
export const TIME_TOGETHER_SHORT_LABEL = {
  years: 'anos',
  months: 'meses',
  days: 'dias',
  hours: 'horas',
  minutes: 'min',
  seconds: 'seg',
} as const satisfies Record<TimeTogetherUnit, string>;
