import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { centuriesSinceJ2000 } from '../../../src/domain/sky/astronomical-time.js';
import { planetPosition, PLANETS, type Planet } from '../../../src/domain/sky/planets.js';

const RAD = Math.PI / 180;
const BODIES: Readonly<Record<Planet, Astronomy.Body>> = {
  mercury: Astronomy.Body.Mercury,
  venus: Astronomy.Body.Venus,
  mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter,
  saturn: Astronomy.Body.Saturn,
};

/**
 * How far the Keplerian elements stray from a full ephemeris over 1900–2050 (degrees, and a share of the distance):
 * Mercury 0°.019, Venus 0°.027, Mars 0°.047, Jupiter 0°.18, Saturn 0°.22 (the elements leave out the two giants'
 * pull on each other).
 */
const WITHIN: Readonly<Record<Planet, { readonly degrees: number; readonly distance: number }>> = {
  mercury: { degrees: 0.022, distance: 0.0003 },
  venus: { degrees: 0.03, distance: 0.0003 },
  mars: { degrees: 0.05, distance: 0.001 },
  jupiter: { degrees: 0.2, distance: 0.0012 },
  saturn: { degrees: 0.25, distance: 0.0023 },
};

describe('the planets by JPL’s Keplerian elements (mean equator and equinox of J2000.0)', () => {
  it('stay within what the elements achieve of a full ephemeris, every quarter of a year from 1900 to 2050', () => {
    for (const planet of PLANETS) {
      for (let day = 0; day < 54_750; day += 97.3) {
        const instant = new Date(Date.UTC(1900, 0, 1) + day * 86_400_000);
        const ours = planetPosition(planet, centuriesSinceJ2000(instant));
        const reference = Astronomy.EquatorFromVector(Astronomy.GeoVector(BODIES[planet], instant, false));
        const cosine =
          Math.sin(reference.dec * RAD) * Math.sin(ours.declination * RAD) +
          Math.cos(reference.dec * RAD) * Math.cos(ours.declination * RAD) * Math.cos((reference.ra * 15 - ours.rightAscension) * RAD);
        const where = `${planet} ${instant.toISOString()}`;
        expect(Math.acos(Math.min(1, cosine)) / RAD, where).toBeLessThan(WITHIN[planet].degrees);
        expect(Math.abs(ours.distanceAu - reference.dist) / reference.dist, where).toBeLessThan(WITHIN[planet].distance);
      }
    }
  });

  it('solves Kepler’s equation at the orbit’s ends, where the mean anomaly’s sine vanishes', () => {
    // Mercury's elements: mean anomaly L − ϖ = 174°.79252722 + 149472°.51363486 a century, so 0° and 180° fall at
    // these instants (centuries of Dynamical Time from J2000.0; ΔT was 64 s then).
    for (const meanAnomaly of [180, 360, 540]) {
      const centuries = (meanAnomaly - 174.79252722) / 149472.51363486;
      const instant = new Date(Date.UTC(2000, 0, 1, 12) + centuries * 36_525 * 86_400_000 - 64_000);
      const ours = planetPosition('mercury', centuries);
      const reference = Astronomy.EquatorFromVector(Astronomy.GeoVector(Astronomy.Body.Mercury, instant, false));
      const cosine =
        Math.sin(reference.dec * RAD) * Math.sin(ours.declination * RAD) +
        Math.cos(reference.dec * RAD) * Math.cos(ours.declination * RAD) * Math.cos((reference.ra * 15 - ours.rightAscension) * RAD);
      expect(Math.acos(Math.min(1, cosine)) / RAD, `${meanAnomaly}`).toBeLessThan(WITHIN.mercury.degrees);
    }
  });
});
