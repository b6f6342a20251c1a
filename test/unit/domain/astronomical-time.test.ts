import { describe, expect, it } from 'vitest';
import { terrestrialMinusUniversalSeconds } from '../../../src/domain/couple-numbers/delta-t.js';
import { centuriesSinceJ2000, degreesIn360, greenwichSiderealDegrees, julianDay } from '../../../src/domain/sky/astronomical-time.js';

/** Meeus, "Astronomical Algorithms" (2nd ed.), the worked examples' printed digits. */
describe('the clocks of the sky, against Meeus’s worked examples', () => {
  it('gives Sputnik’s launch, 1957 October 4.81 UT, Julian Day 2436116.31 (Example 7.a)', () => {
    expect(julianDay(new Date(Date.UTC(1957, 9, 4) + 0.81 * 86_400_000))).toBeCloseTo(2436116.31, 6);
    expect(julianDay(new Date('2000-01-01T12:00:00Z'))).toBe(2451545);
  });

  it('gives 1992 October 13.0 TD as T = −0.072183436 centuries, through ΔT (Example 25.a)', () => {
    const deltaT = terrestrialMinusUniversalSeconds(1992);
    const universal = new Date(Date.UTC(1992, 9, 13) - deltaT * 1000);
    expect(Math.abs(centuriesSinceJ2000(universal) - -0.072183436)).toBeLessThan(5e-10);
  });

  it('gives the mean sidereal time at Greenwich of 1987 April 10, 0h and 19h21m UT (Examples 12.a, 12.b)', () => {
    // 13h10m46.3668s = 197°.693195, and 128°.7378734.
    expect(Math.abs(greenwichSiderealDegrees(new Date(Date.UTC(1987, 3, 10))) - 197.693195)).toBeLessThan(1e-6);
    expect(Math.abs(greenwichSiderealDegrees(new Date(Date.UTC(1987, 3, 10, 19, 21))) - 128.7378734)).toBeLessThan(1e-6);
  });

  it('brings any angle into [0, 360): 360 and −360 are 0, a negative angle is counted up', () => {
    expect(degreesIn360(0)).toBe(0);
    expect(degreesIn360(360)).toBe(0);
    expect(degreesIn360(-90)).toBe(270);
    expect(degreesIn360(725)).toBe(5);
    expect(degreesIn360(-360) + 0).toBe(0);
  });
});
