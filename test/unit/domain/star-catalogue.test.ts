import { describe, expect, it } from 'vitest';
import { skyAt } from '../../../src/domain/sky/sky-at.js';
import { brightStars, constellationLines, starsAboveTheHorizon } from '../../../src/domain/sky/star-catalogue.js';

const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };

describe('the bright stars and the constellations’ lines', () => {
  it('holds the stars to magnitude 4.5, brightest first, Sirius at its J2000.0 place', () => {
    const stars = brightStars();
    expect(stars).toHaveLength(921);
    expect(stars.every((star) => star.magnitude <= 4.5)).toBe(true);
    expect(stars.map((star) => star.magnitude)).toEqual([...stars.map((star) => star.magnitude)].sort((a, b) => a - b));
    expect(stars[0]).toEqual({ rightAscension: 101.29, declination: -16.72, magnitude: -1.4 });
    for (const star of stars) {
      expect(star.rightAscension).toBeGreaterThanOrEqual(0);
      expect(star.rightAscension).toBeLessThan(360);
      expect(Math.abs(star.declination)).toBeLessThanOrEqual(90);
    }
  });

  it('joins the constellations’ stars by lines of two points or more', () => {
    const lines = constellationLines();
    expect(lines.length).toBeGreaterThan(80);
    expect(lines.every((line) => line.length >= 2)).toBe(true);
    // Andromeda's chain, Almach to Alpheratz, by their J2000.0 places.
    expect(lines[0]).toEqual([
      { rightAscension: 30.97, declination: 42.33 },
      { rightAscension: 17.43, declination: 35.62 },
      { rightAscension: 9.83, declination: 30.86 },
      { rightAscension: 2.1, declination: 29.09 },
    ]);
    for (const point of lines.flat()) {
      expect(point.rightAscension).toBeGreaterThanOrEqual(0);
      expect(point.rightAscension).toBeLessThan(360);
      expect(Math.abs(point.declination)).toBeLessThanOrEqual(90);
    }
  });

  it('keeps the stars above the horizon: about half the sky, with Sirius high on a February evening in São Paulo', () => {
    const stars = brightStars();
    const above = starsAboveTheHorizon(skyAt(new Date('2024-02-14T21:00:00-03:00'), SAO_PAULO), stars);
    expect(above.length / stars.length).toBeGreaterThan(0.35);
    expect(above.length / stars.length).toBeLessThan(0.65);
    expect(above.every((star) => star.altitude > 0)).toBe(true);
    const sirius = above.find((star) => star.magnitude === -1.4);
    expect(sirius?.altitude).toBeGreaterThan(50);
    // Twelve hours later Sirius is below the horizon.
    const morning = starsAboveTheHorizon(skyAt(new Date('2024-02-15T09:00:00-03:00'), SAO_PAULO), stars);
    expect(morning.some((star) => star.magnitude === -1.4)).toBe(false);
  });
});
