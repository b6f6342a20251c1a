import { datingSinceInstant, parseDatingSince } from '../memory/dating-since.js';

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export interface TimeTogether {
  readonly years: number;
  readonly months: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

const ZERO: TimeTogether = { years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };

/** Elapsed time from `start` to `now`, in the spec's units: 365-day years and 30-day months. Never negative. */
export function timeTogether(start: Date, now: Date): TimeTogether {
  let rest = Math.floor((now.getTime() - start.getTime()) / 1000);
  if (!(rest > 0)) return ZERO;
  const take = (unit: number) => {
    const whole = Math.floor(rest / unit);
    rest -= whole * unit;
    return whole;
  };
  return { years: take(YEAR), months: take(MONTH), days: take(DAY), hours: take(HOUR), minutes: take(MINUTE), seconds: take(SECOND) };
}

/** The same count from a stored `datingSince` ("2023-02-14" or "2023-02-14T19:30"); zero when it cannot be read. */
export function timeTogetherSince(datingSince: string, now: Date): TimeTogether {
  const parsed = parseDatingSince(datingSince);
  return parsed ? timeTogether(datingSinceInstant(parsed), now) : ZERO;
}

const UNITS: readonly [keyof TimeTogether, string, string][] = [
  ['years', 'ano', 'anos'],
  ['months', 'mês', 'meses'],
  ['days', 'dia', 'dias'],
  ['hours', 'hora', 'horas'],
  ['minutes', 'minuto', 'minutos'],
  ['seconds', 'segundo', 'segundos'],
];

/** "1 ano, 2 meses, 1 dia, 0 horas, 5 minutos e 1 segundo": every unit, singular or plural, as the counter shows it. */
export function formatTimeTogether(value: TimeTogether): string {
  const parts = UNITS.map(([key, one, many]) => `${value[key]} ${value[key] === 1 ? one : many}`);
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}
