import { degreesIn360 } from './astronomical-time.js';
import { RAD } from './sky-coordinates.js';

/** The Sun's apparent ecliptic longitude (degrees, of date) and its distance (km), Meeus chapter 25's low accuracy: 0.01°. */
export interface SunPosition {
  readonly longitude: number;
  readonly distanceKm: number;
}

const ASTRONOMICAL_UNIT_KM = 149_597_870.7;

export function sunPosition(centuries: number): SunPosition {
  const t = centuries;
  const meanLongitude = 280.46646 + 36000.76983 * t + 0.0003032 * t * t;
  const anomaly = (357.52911 + 35999.05029 * t - 0.0001537 * t * t) * RAD;
  const eccentricity = 0.016708634 - 0.000042037 * t - 0.0000001267 * t * t;
  const centre =
    (1.914602 - 0.004817 * t - 0.000014 * t * t) * Math.sin(anomaly) +
    (0.019993 - 0.000101 * t) * Math.sin(2 * anomaly) +
    0.000289 * Math.sin(3 * anomaly);
  const trueAnomaly = anomaly + centre * RAD;
  const radiusAu = (1.000001018 * (1 - eccentricity * eccentricity)) / (1 + eccentricity * Math.cos(trueAnomaly));
  const node = (125.04 - 1934.136 * t) * RAD;
  // Nutation and aberration, to their main terms.
  const longitude = degreesIn360(meanLongitude + centre - 0.00569 - 0.00478 * Math.sin(node));
  return { longitude, distanceKm: radiusAu * ASTRONOMICAL_UNIT_KM };
}
