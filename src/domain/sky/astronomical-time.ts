import { terrestrialMinusUniversalSeconds } from '../couple-numbers/delta-t.js';

/**
 * The clocks of the sky, by Jean Meeus, "Astronomical Algorithms" (2nd ed., 1998): the Julian Day of an instant, its
 * centuries from J2000.0 in Dynamical Time (which the positions of the Sun, the Moon and the planets are reckoned in),
 * and the sidereal time that turns the sky's coordinates into a place's.
 */

const UNIX_EPOCH_JD = 2440587.5;
const J2000 = 2451545.0;
const DAY_MS = 86_400_000;

/** The Julian Day (Universal Time) of an instant. */
export function julianDay(instant: Date): number {
  return instant.getTime() / DAY_MS + UNIX_EPOCH_JD;
}

/** Julian centuries of Dynamical Time from J2000.0: the time of the ephemerides. */
export function centuriesSinceJ2000(instant: Date): number {
  const deltaT = terrestrialMinusUniversalSeconds(instant.getUTCFullYear());
  return (julianDay(instant) + deltaT / 86_400 - J2000) / 36_525;
}

/** Greenwich mean sidereal time, degrees in [0, 360) (Meeus 12.4). */
export function greenwichSiderealDegrees(instant: Date): number {
  const days = julianDay(instant) - J2000;
  const t = days / 36_525;
  return degreesIn360(280.46061837 + 360.98564736629 * days + 0.000387933 * t * t - (t * t * t) / 38_710_000);
}

/** An angle brought into [0, 360). */
export function degreesIn360(degrees: number): number {
  const turned = degrees % 360;
  return turned < 0 ? turned + 360 : turned;
}
