import { terrestrialMinusUniversalSeconds } from './delta-t.js';

/**
 * The instants of the Moon's four principal phases, by Jean Meeus, "Astronomical Algorithms" (2nd ed., 1998),
 * chapter 49: the mean phase of lunation `k` corrected by the periodic terms of the Sun's and the Moon's anomalies,
 * the Moon's argument of latitude and its node, and by the fourteen planetary arguments. Accurate to well under a
 * minute of Dynamical Time; ΔT (delta-t.ts) turns that into Universal Time.
 */

/** 0 new moon, 1 first quarter, 2 full moon, 3 last quarter. */
export type PrincipalPhase = 0 | 1 | 2 | 3;

const SYNODIC_MONTH = 29.530588861;
const JDE_OF_LUNATION_ZERO = 2451550.09766; // the new moon of 6 January 2000
const UNIX_EPOCH_JD = 2440587.5;
const DAY_MS = 86_400_000;
const RAD = Math.PI / 180;

/** A term: its coefficient, the power of E it carries, and its argument as multiples of [M, M′, F, Ω]. */
type Term = readonly [coefficient: number, powerOfE: number, m: number, mPrime: number, f: number, omega: number];

/** The terms new and full moons share after their first fifteen (Meeus, p. 351). */
const SYZYGY_TAIL: readonly Term[] = [
  [-0.00007, 0, 2, 1, 0, 0],
  [0.00004, 0, 0, 2, -2, 0],
  [0.00004, 0, 3, 0, 0, 0],
  [0.00003, 0, 1, 1, -2, 0],
  [0.00003, 0, 0, 2, 2, 0],
  [-0.00003, 0, 1, 1, 2, 0],
  [0.00003, 0, -1, 1, 2, 0],
  [-0.00002, 0, -1, 1, -2, 0],
  [-0.00002, 0, 1, 3, 0, 0],
  [0.00002, 0, 0, 4, 0, 0],
];

/** The first fifteen terms of a new moon (`n`) or a full moon (`f`): they differ only in their coefficients. */
function syzygyHead(phase: 'n' | 'f'): Term[] {
  const pick = (n: number, f: number) => (phase === 'n' ? n : f);
  return [
    [pick(-0.4072, -0.40614), 0, 0, 1, 0, 0],
    [pick(0.17241, 0.17302), 1, 1, 0, 0, 0],
    [pick(0.01608, 0.01614), 0, 0, 2, 0, 0],
    [pick(0.01039, 0.01043), 0, 0, 0, 2, 0],
    [pick(0.00739, 0.00734), 1, -1, 1, 0, 0],
    [pick(-0.00514, -0.00515), 1, 1, 1, 0, 0],
    [pick(0.00208, 0.00209), 2, 2, 0, 0, 0],
    [-0.00111, 0, 0, 1, -2, 0],
    [-0.00057, 0, 0, 1, 2, 0],
    [0.00056, 1, 1, 2, 0, 0],
    [-0.00042, 0, 0, 3, 0, 0],
    [0.00042, 1, 1, 0, 2, 0],
    [0.00038, 1, 1, 0, -2, 0],
    [-0.00024, 1, -1, 2, 0, 0],
    [-0.00017, 0, 0, 0, 0, 1],
  ];
}

const NEW_MOON = [...syzygyHead('n'), ...SYZYGY_TAIL];
const FULL_MOON = [...syzygyHead('f'), ...SYZYGY_TAIL];

const QUARTER: readonly Term[] = [
  [-0.62801, 0, 0, 1, 0, 0],
  [0.17172, 1, 1, 0, 0, 0],
  [-0.01183, 1, 1, 1, 0, 0],
  [0.00862, 0, 0, 2, 0, 0],
  [0.00804, 0, 0, 0, 2, 0],
  [0.00454, 1, -1, 1, 0, 0],
  [0.00204, 2, 2, 0, 0, 0],
  [-0.0018, 0, 0, 1, -2, 0],
  [-0.0007, 0, 0, 1, 2, 0],
  [-0.0004, 0, 0, 3, 0, 0],
  [-0.00034, 1, -1, 2, 0, 0],
  [0.00032, 1, 1, 0, 2, 0],
  [0.00032, 1, 1, 0, -2, 0],
  [-0.00028, 2, 2, 1, 0, 0],
  [0.00027, 1, 1, 2, 0, 0],
  [-0.00017, 0, 0, 0, 0, 1],
  [-0.00005, 0, -1, 1, -2, 0],
  [0.00004, 0, 0, 2, 2, 0],
  [-0.00004, 0, 1, 1, 2, 0],
  [0.00004, 0, -2, 1, 0, 0],
  [0.00003, 0, 1, 1, -2, 0],
  [0.00003, 0, 3, 0, 0, 0],
  [0.00002, 0, 0, 2, -2, 0],
  [0.00002, 0, -1, 1, 2, 0],
  [-0.00002, 0, 1, 3, 0, 0],
];

/** The planetary arguments A1…A14: [constant, rate per lunation, coefficient of the correction]; A1 also has a T² term. */
const PLANETARY: readonly (readonly [number, number, number])[] = [
  [299.77, 0.107408, 0.000325],
  [251.88, 0.016321, 0.000165],
  [251.83, 26.651886, 0.000164],
  [349.42, 36.412478, 0.000126],
  [84.66, 18.206239, 0.00011],
  [141.74, 53.303771, 0.000062],
  [207.14, 2.453732, 0.00006],
  [154.84, 7.30686, 0.000056],
  [34.52, 27.261239, 0.000047],
  [207.19, 0.121824, 0.000042],
  [291.34, 1.844379, 0.00004],
  [161.72, 24.198154, 0.000037],
  [239.56, 25.513099, 0.000035],
  [331.55, 3.592518, 0.000023],
];

const polynomial = (t: number, coefficients: readonly number[]) => coefficients.reduceRight((sum, c) => sum * t + c, 0);

/** The Julian Ephemeris Day of principal phase `phase` of lunation `lunation` (0 is January 2000's). */
function phaseJde(lunation: number, phase: PrincipalPhase): number {
  const k = lunation + phase / 4;
  const t = k / 1236.85;
  const mean = JDE_OF_LUNATION_ZERO + SYNODIC_MONTH * k + polynomial(t, [0, 0, 0.00015437, -0.00000015, 0.00000000073]);
  const e = 1 - 0.002516 * t - 0.0000074 * t * t;
  const m = (2.5534 + 29.1053567 * k + polynomial(t, [0, 0, -0.0000014, -0.00000011])) * RAD;
  const mPrime = (201.5643 + 385.81693528 * k + polynomial(t, [0, 0, 0.0107582, 0.00001238, -0.000000058])) * RAD;
  const f = (160.7108 + 390.67050284 * k + polynomial(t, [0, 0, -0.0016118, -0.00000227, 0.000000011])) * RAD;
  const omega = (124.7746 - 1.56375588 * k + polynomial(t, [0, 0, 0.0020672, 0.00000215])) * RAD;
  const terms = phase === 0 ? NEW_MOON : phase === 2 ? FULL_MOON : QUARTER;
  let correction = 0;
  for (const [coefficient, powerOfE, a, b, c, d] of terms) {
    correction += coefficient * e ** powerOfE * Math.sin(a * m + b * mPrime + c * f + d * omega);
  }
  if (phase === 1 || phase === 3) {
    const w =
      0.00306 -
      0.00038 * e * Math.cos(m) +
      0.00026 * Math.cos(mPrime) -
      0.00002 * Math.cos(mPrime - m) +
      0.00002 * Math.cos(mPrime + m) +
      0.00002 * Math.cos(2 * f);
    correction += phase === 1 ? w : -w;
  }
  PLANETARY.forEach(([constant, rate, coefficient], i) => {
    const argument = constant + rate * k + (i === 0 ? -0.009173 * t * t : 0);
    correction += coefficient * Math.sin(argument * RAD);
  });
  return mean + correction;
}

/** When principal phase `phase` of lunation `lunation` happens, in Universal Time. */
export function principalPhaseInstant(lunation: number, phase: PrincipalPhase): Date {
  const jde = phaseJde(lunation, phase);
  const terrestrialMs = (jde - UNIX_EPOCH_JD) * DAY_MS;
  const year = 1970 + terrestrialMs / (365.2425 * DAY_MS);
  return new Date(Math.round(terrestrialMs - terrestrialMinusUniversalSeconds(year) * 1000));
}

/** The lunation whose new moon is the last one at or before `instant` (give or take one: callers look either side). */
export function lunationNear(instant: Date): number {
  const jd = instant.getTime() / DAY_MS + UNIX_EPOCH_JD;
  return Math.floor((jd - JDE_OF_LUNATION_ZERO) / SYNODIC_MONTH);
}

export interface PhaseEvent {
  readonly phase: PrincipalPhase;
  readonly at: Date;
}

/** Every principal phase from `from` (included) to `to` (excluded), in order; none when `to` is not after `from`. */
export function principalPhasesBetween(from: Date, to: Date): PhaseEvent[] {
  const events: PhaseEvent[] = [];
  const last = lunationNear(to) + 1;
  for (let lunation = lunationNear(from) - 1; lunation <= last; lunation++) {
    for (const phase of [0, 1, 2, 3] as const) {
      const at = principalPhaseInstant(lunation, phase);
      if (at.getTime() >= from.getTime() && at.getTime() < to.getTime()) events.push({ phase, at });
    }
  }
  return events;
}

/** The last principal phase strictly before `instant`. */
export function principalPhaseBefore(instant: Date): PhaseEvent {
  const events = principalPhasesBetween(new Date(instant.getTime() - 10 * DAY_MS), instant);
  return events[events.length - 1]!;
}
