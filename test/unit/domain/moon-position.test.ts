import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { centuriesSinceJ2000, degreesIn360 } from '../../../src/domain/sky/astronomical-time.js';
import { moonArguments, moonParallax, moonPosition } from '../../../src/domain/sky/moon-position.js';

const ASTRONOMICAL_UNIT_KM = 149_597_870.7;

/** The difference of two longitudes, degrees in (−180, 180]. */
const longitudeApart = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

describe('the Moon by the largest terms of Meeus’s chapter 47', () => {
  it('gives the arguments printed in Example 47.a, 1992 April 12.0 TD (T = −0.077221081451)', () => {
    const args = moonArguments(-0.077221081451);
    // Each to half a unit of its last printed place.
    for (const [name, printed, within] of [
      ['meanLongitude', 134.290182, 5e-7],
      ['d', 113.842304, 5e-7],
      ['m', 97.643514, 5e-7],
      ['mPrime', 5.150833, 5e-7],
      ['f', 219.889721, 5e-7],
      ['a1', 109.57, 0.005],
      ['a2', 123.78, 0.005],
      ['a3', 229.53, 0.005],
    ] as const) {
      expect(Math.abs(degreesIn360(args[name]) - printed), name).toBeLessThan(within);
    }
    expect(Math.abs(args.e - 1.000194)).toBeLessThan(5e-7);
  });

  it('comes within what its terms left out of Example 47.a, 1992 April 12.0 TD', () => {
    // The whole series gives λ = 133°.162655, β = −3°.229126, Δ = 368409.7 km; the terms kept give 133°.16697,
    // −3°.22857 and 368424.5 km.
    const moon = moonPosition(-0.077221081451);
    expect(Math.abs(moon.longitude - 133.162655)).toBeLessThan(0.005);
    expect(Math.abs(moon.latitude - -3.229126)).toBeLessThan(0.0006);
    expect(Math.abs(moon.distanceKm - 368409.7)).toBeLessThan(16);
  });

  it('stays within a hundredth of a degree and a hundred kilometres of a full ephemeris from 1900 to 2100', () => {
    // Every half year for two centuries: the largest gaps are 0°.0099 in longitude, 0°.0054 in latitude and 100 km.
    for (let day = 0; day < 73_050; day += 183.1) {
      const instant = new Date(Date.UTC(1900, 0, 1) + day * 86_400_000);
      const moon = moonPosition(centuriesSinceJ2000(instant));
      const reference = Astronomy.EclipticGeoMoon(instant);
      expect(Math.abs(longitudeApart(moon.longitude, reference.lon)), instant.toISOString()).toBeLessThan(0.011);
      expect(Math.abs(moon.latitude - reference.lat), instant.toISOString()).toBeLessThan(0.006);
      expect(Math.abs(moon.distanceKm - reference.dist * ASTRONOMICAL_UNIT_KM), instant.toISOString()).toBeLessThan(110);
    }
  });

  it('gives the parallax whose sine is the Earth’s radius over the distance', () => {
    expect(moonParallax(6378.14 * 2)).toBeCloseTo(30, 12);
    expect(moonParallax(384_400)).toBeCloseTo(0.950_72, 5);
  });
});
