import { BRIGHT_STARS, CONSTELLATION_LINES } from './bright-stars.data.js';
import type { SkyAt } from './sky-at.js';
import type { Equatorial, Horizontal } from './sky-coordinates.js';

/** A star of the catalogue: where it is (J2000.0) and how bright (the smaller the magnitude, the brighter). */
export interface CatalogueStar extends Equatorial {
  readonly magnitude: number;
}

/** The stars the eye sees on a clear night, to magnitude 4.5, brightest first. */
export function brightStars(): CatalogueStar[] {
  const stars: CatalogueStar[] = [];
  for (let i = 0; i < BRIGHT_STARS.length; i += 3) {
    stars.push({ rightAscension: BRIGHT_STARS[i]! / 100, declination: BRIGHT_STARS[i + 1]! / 100, magnitude: BRIGHT_STARS[i + 2]! / 10 });
  }
  return stars;
}

/** The constellations' figures, each line as the points it joins. */
export function constellationLines(): Equatorial[][] {
  return CONSTELLATION_LINES.map((line) => {
    const points: Equatorial[] = [];
    for (let i = 0; i < line.length; i += 2) points.push({ rightAscension: line[i]! / 100, declination: line[i + 1]! / 100 });
    return points;
  });
}

/** The stars above the place's horizon in that sky, with where each stands. */
export function starsAboveTheHorizon(sky: Pick<SkyAt, 'star'>, stars: readonly CatalogueStar[]): (CatalogueStar & Horizontal)[] {
  return stars.map((star) => ({ ...star, ...sky.star(star) })).filter((star) => star.altitude > 0);
}
