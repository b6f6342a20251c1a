import { degreesIn360 } from './astronomical-time.js';
import { RAD, type Equatorial } from './sky-coordinates.js';

/** The planets the eye sees: their names as the page says them are in src/texts. */
export const PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type Planet = (typeof PLANETS)[number];

/**
 * Keplerian elements at J2000.0 and their rates per century, from E. M. Standish's "Keplerian Elements for
 * Approximate Positions of the Major Planets" (JPL), valid from 1800 to 2050 to within a few minutes of arc for these
 * planets: semi-major axis (au), eccentricity, inclination, mean longitude, longitude of perihelion and of the
 * ascending node (degrees), referred to the ecliptic and equinox of J2000.0.
 */
type Elements = readonly [a: number, e: number, i: number, l: number, perihelion: number, node: number];
const ELEMENTS: Readonly<Record<Planet | 'earth', { readonly at2000: Elements; readonly perCentury: Elements }>> = {
  mercury: {
    at2000: [0.38709927, 0.20563593, 7.00497902, 252.2503235, 77.45779628, 48.33076593],
    perCentury: [0.00000037, 0.00001906, -0.00594749, 149472.67411175, 0.16047689, -0.12534081],
  },
  venus: {
    at2000: [0.72333566, 0.00677672, 3.39467605, 181.9790995, 131.60246718, 76.67984255],
    perCentury: [0.0000039, -0.00004107, -0.0007889, 58517.81538729, 0.00268329, -0.27769418],
  },
  earth: {
    at2000: [1.00000261, 0.01671123, -0.00001531, 100.46457166, 102.93768193, 0],
    perCentury: [0.00000562, -0.00004392, -0.01294668, 35999.37244981, 0.32327364, 0],
  },
  mars: {
    at2000: [1.52371034, 0.0933941, 1.84969142, -4.55343205, -23.94362959, 49.55953891],
    perCentury: [0.00001847, 0.00007882, -0.00813131, 19140.30268499, 0.44441088, -0.29257343],
  },
  jupiter: {
    at2000: [5.202887, 0.04838624, 1.30439695, 34.39644051, 14.72847983, 100.47390909],
    perCentury: [-0.00011607, -0.00013253, -0.00183714, 3034.74612775, 0.21252668, 0.20469106],
  },
  saturn: {
    at2000: [9.53667594, 0.05386179, 2.48599187, 49.95424423, 92.59887831, 113.66242448],
    perCentury: [-0.0012506, -0.00050991, 0.00193609, 1222.49362201, -0.41897216, -0.28867794],
  },
};

/** The obliquity of the ecliptic at J2000.0, which these elements are referred to. */
const OBLIQUITY_J2000 = 23.43928;

type Vector = readonly [x: number, y: number, z: number];

/** Heliocentric ecliptic coordinates (au, J2000.0) of a planet (or the Earth–Moon barycentre) `centuries` after J2000.0. */
function heliocentric(body: Planet | 'earth', centuries: number): Vector {
  const { at2000, perCentury } = ELEMENTS[body];
  const [a, e, inclination, meanLongitude, perihelion, node] = at2000.map(
    (value, index) => value + perCentury[index]! * centuries,
  ) as unknown as Elements;
  const meanAnomaly = degreesIn360(meanLongitude - perihelion + 180) - 180;
  const eccentric = solveKepler(meanAnomaly * RAD, e);
  const [xOrbit, yOrbit] = [a * (Math.cos(eccentric) - e), a * Math.sqrt(1 - e * e) * Math.sin(eccentric)];
  const [w, o, i] = [(perihelion - node) * RAD, node * RAD, inclination * RAD];
  return [
    (Math.cos(w) * Math.cos(o) - Math.sin(w) * Math.sin(o) * Math.cos(i)) * xOrbit +
      (-Math.sin(w) * Math.cos(o) - Math.cos(w) * Math.sin(o) * Math.cos(i)) * yOrbit,
    (Math.cos(w) * Math.sin(o) + Math.sin(w) * Math.cos(o) * Math.cos(i)) * xOrbit +
      (-Math.sin(w) * Math.sin(o) + Math.cos(w) * Math.cos(o) * Math.cos(i)) * yOrbit,
    Math.sin(w) * Math.sin(i) * xOrbit + Math.cos(w) * Math.sin(i) * yOrbit,
  ];
}

/** The eccentric anomaly (radians) of a mean anomaly (radians), by Newton's method. */
function solveKepler(meanAnomaly: number, e: number): number {
  let eccentric = meanAnomaly + e * Math.sin(meanAnomaly);
  for (let step = 0; step < 8; step++) eccentric -= (eccentric - e * Math.sin(eccentric) - meanAnomaly) / (1 - e * Math.cos(eccentric));
  return eccentric;
}

/** A planet's geocentric position (mean equator and equinox of J2000.0) and its distance from the Earth (au). */
export function planetPosition(planet: Planet, centuries: number): Equatorial & { readonly distanceAu: number } {
  const [px, py, pz] = heliocentric(planet, centuries);
  const [ex, ey, ez] = heliocentric('earth', centuries);
  const [x, y, z] = [px - ex, py - ey, pz - ez];
  const obliquity = OBLIQUITY_J2000 * RAD;
  const [yEq, zEq] = [y * Math.cos(obliquity) - z * Math.sin(obliquity), y * Math.sin(obliquity) + z * Math.cos(obliquity)];
  const distanceAu = Math.hypot(x, yEq, zEq);
  return { rightAscension: degreesIn360(Math.atan2(yEq, x) / RAD), declination: Math.asin(zEq / distanceAu) / RAD, distanceAu };
}
