import { degreesIn360 } from './astronomical-time.js';
import { RAD } from './sky-coordinates.js';

/** The Moon's geocentric ecliptic longitude and latitude (degrees, of date) and distance (km). */
export interface MoonPosition {
  readonly longitude: number;
  readonly latitude: number;
  readonly distanceKm: number;
}

/**
 * A periodic term of Meeus's chapter 47 (after Chapront's ELP-2000/82): its argument as multiples of D (the Moon's
 * elongation), M (the Sun's anomaly), M′ (the Moon's anomaly) and F (the Moon's argument of latitude), and its
 * coefficient in millionths of a degree (or in metres for the distance). Only the largest terms are kept: what is left
 * out moves the Moon by a few hundredths of a degree, far below what the page draws.
 */
type Term = readonly [d: number, m: number, mPrime: number, f: number, coefficient: number];

const LONGITUDE: readonly Term[] = [
  [0, 0, 1, 0, 6288774],
  [2, 0, -1, 0, 1274027],
  [2, 0, 0, 0, 658314],
  [0, 0, 2, 0, 213618],
  [0, 1, 0, 0, -185116],
  [0, 0, 0, 2, -114332],
  [2, 0, -2, 0, 58793],
  [2, -1, -1, 0, 57066],
  [2, 0, 1, 0, 53322],
  [2, -1, 0, 0, 45758],
  [0, 1, -1, 0, -40923],
  [1, 0, 0, 0, -34720],
  [0, 1, 1, 0, -30383],
  [2, 0, 0, -2, 15327],
  [0, 0, 1, 2, -12528],
  [0, 0, 1, -2, 10980],
  [4, 0, -1, 0, 10675],
  [0, 0, 3, 0, 10034],
  [4, 0, -2, 0, 8548],
  [2, 1, -1, 0, -7888],
  [2, 1, 0, 0, -6766],
  [1, 0, -1, 0, -5163],
  [1, 1, 0, 0, 4987],
  [2, -1, 1, 0, 4036],
  [2, 0, 2, 0, 3994],
  [4, 0, 0, 0, 3861],
  [2, 0, -3, 0, 3665],
  [0, 1, -2, 0, -2689],
  [2, 0, -1, 2, -2602],
  [2, -1, -2, 0, 2390],
  [1, 0, 1, 0, -2348],
  [2, -2, 0, 0, 2236],
  [0, 1, 2, 0, -2120],
  [0, 2, 0, 0, -2069],
  [2, -2, -1, 0, 2048],
];

const LATITUDE: readonly Term[] = [
  [0, 0, 0, 1, 5128122],
  [0, 0, 1, 1, 280602],
  [0, 0, 1, -1, 277693],
  [2, 0, 0, -1, 173237],
  [2, 0, -1, 1, 55413],
  [2, 0, -1, -1, 46271],
  [2, 0, 0, 1, 32573],
  [0, 0, 2, 1, 17198],
  [2, 0, 1, -1, 9266],
  [0, 0, 2, -1, 8822],
  [2, -1, 0, -1, 8216],
  [2, 0, -2, -1, 4324],
  [2, 0, 1, 1, 4200],
  [2, 1, 0, -1, -3359],
  [2, -1, -1, 1, 2463],
  [2, -1, 0, 1, 2211],
  [2, -1, -1, -1, 2065],
  [0, 1, -1, -1, -1870],
  [4, 0, -1, -1, 1828],
  [0, 1, 0, 1, -1794],
  [0, 0, 0, 3, -1749],
  [0, 1, -1, 1, -1565],
  [1, 0, 0, 1, -1491],
  [0, 1, 1, 1, -1475],
  [0, 1, 1, -1, -1410],
  [0, 1, 0, -1, -1344],
  [1, 0, 0, -1, -1335],
  [0, 0, 3, 1, 1107],
  [4, 0, 0, -1, 1021],
  [4, 0, -1, 1, 833],
];

const DISTANCE: readonly Term[] = [
  [0, 0, 1, 0, -20905355],
  [2, 0, -1, 0, -3699111],
  [2, 0, 0, 0, -2955968],
  [0, 0, 2, 0, -569925],
  [0, 1, 0, 0, 48888],
  [0, 0, 0, 2, -3149],
  [2, 0, -2, 0, 246158],
  [2, -1, -1, 0, -152138],
  [2, 0, 1, 0, -170733],
  [2, -1, 0, 0, -204586],
  [0, 1, -1, 0, -129620],
  [1, 0, 0, 0, 108743],
  [0, 1, 1, 0, 104755],
  [2, 0, 0, -2, 10321],
  [0, 0, 1, -2, 79661],
  [4, 0, -1, 0, -34782],
  [0, 0, 3, 0, -23210],
  [4, 0, -2, 0, -21636],
  [2, 1, -1, 0, 24208],
  [2, 1, 0, 0, 30824],
];

/** The sum of `terms` over the arguments, each term with M carrying the Earth's eccentricity factor E once per multiple. */
function sumOf(terms: readonly Term[], args: MoonArguments, wave: (x: number) => number): number {
  let sum = 0;
  for (const [d, m, mPrime, f, coefficient] of terms) {
    const factor = m === 0 ? 1 : Math.abs(m) === 1 ? args.e : args.e * args.e;
    sum += coefficient * factor * wave((d * args.d + m * args.m + mPrime * args.mPrime + f * args.f) * RAD);
  }
  return sum;
}

/**
 * The arguments of Meeus 47.1–47.6, degrees: the Moon's mean longitude L′, D, M, M′ and F, the Earth's eccentricity
 * factor E (no unit), and the additive arguments A1, A2 and A3.
 */
export interface MoonArguments {
  readonly meanLongitude: number;
  readonly d: number;
  readonly m: number;
  readonly mPrime: number;
  readonly f: number;
  readonly e: number;
  readonly a1: number;
  readonly a2: number;
  readonly a3: number;
}

export function moonArguments(centuries: number): MoonArguments {
  const t = centuries;
  // Meeus's terms in T³ and T⁴ are left out: from 1900 to 2100 (|T| ≤ 1) they move these angles by 0.000015° at most
  // (M′'s T³/69699), a thousandth of what the series' left-out terms do, and nothing a drawing could show.
  const t2 = t * t;
  return {
    meanLongitude: 218.3164477 + 481267.88123421 * t - 0.0015786 * t2,
    d: 297.8501921 + 445267.1114034 * t - 0.0018819 * t2,
    m: 357.5291092 + 35999.0502909 * t - 0.0001536 * t2,
    mPrime: 134.9633964 + 477198.8675055 * t + 0.0087414 * t2,
    f: 93.272095 + 483202.0175233 * t - 0.0036539 * t2,
    e: 1 - 0.002516 * t - 0.0000074 * t2,
    a1: 119.75 + 131.849 * t,
    a2: 53.09 + 479264.29 * t,
    a3: 313.45 + 481266.484 * t,
  };
}

export function moonPosition(centuries: number): MoonPosition {
  const args = moonArguments(centuries);
  const [a1, a2, a3] = [args.a1 * RAD, args.a2 * RAD, args.a3 * RAD];
  const lPrime = args.meanLongitude * RAD;
  const f = args.f * RAD;
  const mPrime = args.mPrime * RAD;
  const longitudeTerms = sumOf(LONGITUDE, args, Math.sin) + 3958 * Math.sin(a1) + 1962 * Math.sin(lPrime - f) + 318 * Math.sin(a2);
  const latitudeTerms =
    sumOf(LATITUDE, args, Math.sin) -
    2235 * Math.sin(lPrime) +
    382 * Math.sin(a3) +
    175 * Math.sin(a1 - f) +
    175 * Math.sin(a1 + f) +
    127 * Math.sin(lPrime - mPrime) -
    115 * Math.sin(lPrime + mPrime);
  // The nutation in longitude, to its main term, makes the position apparent (of date) as the Sun's.
  const nutation = -0.004778 * Math.sin((125.04452 - 1934.136261 * centuries) * RAD);
  return {
    longitude: degreesIn360(args.meanLongitude + longitudeTerms / 1e6 + nutation),
    latitude: latitudeTerms / 1e6,
    distanceKm: 385000.56 + sumOf(DISTANCE, args, Math.cos) / 1000,
  };
}

/** The Moon's equatorial horizontal parallax, degrees: how much lower it stands for an observer than from the Earth's centre. */
export function moonParallax(distanceKm: number): number {
  return Math.asin(6378.14 / distanceKm) / RAD;
}
