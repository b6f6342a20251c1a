import { degreesIn360 } from './astronomical-time.js';
import { RAD } from './sky-coordinates.js';

/** The Sun's apparent ecliptic longitude (degrees, of date) and its distance (km), Meeus chapter 25's low accuracy: 0.01°. */
export interface SunPosition {
  readonly longitude: number;
  readonly distanceKm: number;
}

/**
 * The Earth's orbit as Meeus 25.2–25.4 give it: the Sun's geometric mean longitude and mean anomaly (degrees, in
 * [0, 360)), the orbit's eccentricity, and the equation of the centre (degrees).
 */
export interface SunOrbit {
  readonly meanLongitude: number;
  readonly meanAnomaly: number;
  readonly eccentricity: number;
  readonly centre: number;
}

const ASTRONOMICAL_UNIT_KM = 149_597_870.7;

export function sunOrbit(centuries: number): SunOrbit {
  const t = centuries;
  const meanAnomaly = degreesIn360(357.52911 + 35999.05029 * t - 0.0001537 * t * t);
  const m = meanAnomaly * RAD;
  return {
    meanLongitude: degreesIn360(280.46646 + 36000.76983 * t + 0.0003032 * t * t),
    meanAnomaly,
    eccentricity: 0.016708634 - 0.000042037 * t - 0.0000001267 * t * t,
    centre: (1.914602 - 0.004817 * t - 0.000014 * t * t) * Math.sin(m) + (0.019993 - 0.000101 * t) * Math.sin(2 * m) + 0.000289 * Math.sin(3 * m),
  };
}

export function sunPosition(centuries: number): SunPosition {
  const { meanLongitude, meanAnomaly, eccentricity, centre } = sunOrbit(centuries);
  const trueAnomaly = (meanAnomaly + centre) * RAD;
  const radiusAu = (1.000001018 * (1 - eccentricity * eccentricity)) / (1 + eccentricity * Math.cos(trueAnomaly));
  const node = (125.04 - 1934.136 * centuries) * RAD;
  // Nutation and aberration, to their main terms.
  const longitude = degreesIn360(meanLongitude + centre - 0.00569 - 0.00478 * Math.sin(node));
  return { longitude, distanceKm: radiusAu * ASTRONOMICAL_UNIT_KM };
}
