import { describe, expect, it } from 'vitest';
import { sunOrbit, sunPosition } from '../../../src/domain/sky/sun-position.js';

const ASTRONOMICAL_UNIT_KM = 149_597_870.7;

/** Meeus, "Astronomical Algorithms" (2nd ed.), Example 25.a: the Sun on 1992 October 13.0 TD, T = −0.072183436. */
const T = -0.072183436;

describe('the Sun by Meeus’s chapter 25 (low accuracy), Example 25.a', () => {
  it('gives the orbit’s printed steps: L0 = 201°.80720, M = 278°.99397, e = 0.016711668, C = −1°.89732', () => {
    const orbit = sunOrbit(T);
    // Each to half a unit of its last printed place.
    expect(Math.abs(orbit.meanLongitude - 201.8072)).toBeLessThan(5e-6);
    expect(Math.abs(orbit.meanAnomaly - 278.99397)).toBeLessThan(5e-6);
    expect(Math.abs(orbit.eccentricity - 0.016711668)).toBeLessThan(5e-10);
    expect(Math.abs(orbit.centre - -1.89732)).toBeLessThan(5e-6);
  });

  it('gives the apparent longitude 199°.90895 and R = 0.99766 AU', () => {
    const sun = sunPosition(T);
    // The code reckons from T, not from the example's rounded steps: within a unit of the last printed place.
    expect(Math.abs(sun.longitude - 199.90895)).toBeLessThan(1e-5);
    expect(Math.abs(sun.distanceKm / ASTRONOMICAL_UNIT_KM - 0.99766)).toBeLessThan(5e-6);
  });
});
