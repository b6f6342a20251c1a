import { centuriesSinceJ2000, degreesIn360, greenwichSiderealDegrees } from './astronomical-time.js';
import { moonParallax, moonPosition } from './moon-position.js';
import { PLANETS, planetPosition, type Planet } from './planets.js';
import {
  equatorialOfEcliptic,
  horizontalOf,
  meanObliquity,
  precessedFromJ2000,
  RAD,
  type Equatorial,
  type Horizontal,
  type Place,
} from './sky-coordinates.js';
import { sunPosition } from './sun-position.js';

/** The Moon in a place's sky: where it stands, how much of it is lit (0 new, 1 full), and whether it is growing. */
export interface MoonInTheSky extends Horizontal {
  readonly illuminated: number;
  readonly waxing: boolean;
}

/** The sky over a place at an instant: the Sun, the Moon and its phase, the planets, and how to place the stars. */
export interface SkyAt {
  readonly sun: Horizontal;
  readonly moon: MoonInTheSky;
  readonly planets: Readonly<Record<Planet, Horizontal>>;
  /** Places a star of the catalogue (J2000.0 coordinates) in this sky. */
  readonly star: (body: Equatorial) => Horizontal;
}

/**
 * "O céu daquela noite": every position reckoned here from the instant and the place, with no table of ephemerides:
 * the Sun and the Moon by Meeus (chapters 25 and 47), the planets by JPL's Keplerian elements, the stars brought from
 * J2000.0 to the date by precession. Within a few tenths of a degree of a full ephemeris, far finer than a drawing on a
 * phone. The Moon is seen from the place (its parallax), not from the Earth's centre; refraction is left out.
 */
export function skyAt(instant: Date, place: Place): SkyAt {
  const centuries = centuriesSinceJ2000(instant);
  const sidereal = greenwichSiderealDegrees(instant);
  const obliquity = meanObliquity(centuries);
  const inThisSky = (body: Equatorial) => horizontalOf(body, place, sidereal);

  const sun = sunPosition(centuries);
  const moon = moonPosition(centuries);
  const moonSeenFromTheCentre = inThisSky(equatorialOfEcliptic(moon.longitude, moon.latitude, obliquity));
  const parallax = moonParallax(moon.distanceKm) * Math.cos(moonSeenFromTheCentre.altitude * RAD);

  const planets = Object.fromEntries(
    PLANETS.map((planet) => [planet, inThisSky(precessedFromJ2000(planetPosition(planet, centuries), centuries))]),
  ) as Record<Planet, Horizontal>;

  return {
    sun: inThisSky(equatorialOfEcliptic(sun.longitude, 0, obliquity)),
    moon: { ...moonSeenFromTheCentre, altitude: moonSeenFromTheCentre.altitude - parallax, ...moonPhase(moon, sun) },
    planets,
    star: (body) => inThisSky(precessedFromJ2000(body, centuries)),
  };
}

/** The Moon's lit fraction and whether it waxes, from its elongation from the Sun (Meeus 48.2–48.4). */
function moonPhase(
  moon: { longitude: number; latitude: number; distanceKm: number },
  sun: { longitude: number; distanceKm: number },
): Pick<MoonInTheSky, 'illuminated' | 'waxing'> {
  const elongation = Math.acos(Math.cos(moon.latitude * RAD) * Math.cos((moon.longitude - sun.longitude) * RAD));
  const phaseAngle = Math.atan2(sun.distanceKm * Math.sin(elongation), moon.distanceKm - sun.distanceKm * Math.cos(elongation));
  return { illuminated: (1 + Math.cos(phaseAngle)) / 2, waxing: degreesIn360(moon.longitude - sun.longitude) < 180 };
}
