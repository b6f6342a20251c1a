import { degreesIn360 } from './astronomical-time.js';

/** Where a body is on the celestial sphere: right ascension and declination, in degrees. */
export interface Equatorial {
  readonly rightAscension: number;
  readonly declination: number;
}

/** Where a body is in a place's sky: altitude above the horizon and azimuth from north through east, in degrees. */
export interface Horizontal {
  readonly altitude: number;
  readonly azimuth: number;
}

/** A place on Earth: latitude (north positive) and longitude (east positive), in degrees. */
export interface Place {
  readonly latitude: number;
  readonly longitude: number;
}

export const RAD = Math.PI / 180;
const sin = (degrees: number) => Math.sin(degrees * RAD);
const cos = (degrees: number) => Math.cos(degrees * RAD);

/** Ecliptic longitude and latitude (degrees) to equatorial coordinates, for the obliquity `obliquity`. */
export function equatorialOfEcliptic(longitude: number, latitude: number, obliquity: number): Equatorial {
  const rightAscension = Math.atan2(sin(longitude) * cos(obliquity) - Math.tan(latitude * RAD) * sin(obliquity), cos(longitude)) / RAD;
  const declination = Math.asin(sin(latitude) * cos(obliquity) + cos(latitude) * sin(obliquity) * sin(longitude)) / RAD;
  return { rightAscension: degreesIn360(rightAscension), declination };
}

/** Equatorial coordinates to a place's sky at the local sidereal time `siderealDegrees` (Meeus 13.5, 13.6). */
export function horizontalOf(body: Equatorial, place: Place, siderealDegrees: number): Horizontal {
  const hourAngle = siderealDegrees + place.longitude - body.rightAscension;
  const { latitude } = place;
  const altitude = Math.asin(sin(latitude) * sin(body.declination) + cos(latitude) * cos(body.declination) * cos(hourAngle)) / RAD;
  // Meeus reckons the azimuth from the south; the sky is drawn from the north.
  const fromSouth = Math.atan2(sin(hourAngle), cos(hourAngle) * sin(latitude) - Math.tan(body.declination * RAD) * cos(latitude)) / RAD;
  return { altitude, azimuth: degreesIn360(fromSouth + 180) };
}

/** Coordinates referred to the mean equator and equinox of J2000.0 brought to those of `centuries` later (Meeus 21.2–21.4). */
export function precessedFromJ2000(body: Equatorial, centuries: number): Equatorial {
  const t = centuries;
  const arcseconds = 1 / 3600;
  const zeta = (2306.2181 * t + 0.30188 * t * t + 0.017998 * t * t * t) * arcseconds;
  const z = (2306.2181 * t + 1.09468 * t * t + 0.018203 * t * t * t) * arcseconds;
  const theta = (2004.3109 * t - 0.42665 * t * t - 0.041833 * t * t * t) * arcseconds;
  const { rightAscension: ra, declination: dec } = body;
  const a = cos(dec) * sin(ra + zeta);
  const b = cos(theta) * cos(dec) * cos(ra + zeta) - sin(theta) * sin(dec);
  const c = sin(theta) * cos(dec) * cos(ra + zeta) + cos(theta) * sin(dec);
  return { rightAscension: degreesIn360(Math.atan2(a, b) / RAD + z), declination: Math.asin(c) / RAD };
}

/** The mean obliquity of the ecliptic, degrees (Meeus 22.2, to the first power: well under an arcsecond over centuries). */
export function meanObliquity(centuries: number): number {
  return 23.439291 - 0.0130042 * centuries;
}
