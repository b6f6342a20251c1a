// Writes src/domain/sky/bright-stars.data.ts from d3-celestial's data folder (npm pack d3-celestial@0.7.35; BSD-3-Clause,
// Olaf Frohn, from the Hipparcos catalogue): the stars to magnitude 4.5 and the constellations' lines, in whole
// hundredths of a degree and tenths of a magnitude.
//   node scripts/sky/make-bright-stars.mjs <d3-celestial>/package/data
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [data] = process.argv.slice(2);
if (!data) throw new Error('usage: node scripts/sky/make-bright-stars.mjs <d3-celestial data folder>');
const MAX_MAGNITUDE = 4.5;
const hundredths = (degrees) => Math.round(degrees * 100);
const rightAscension = (longitude) => hundredths(longitude < 0 ? longitude + 360 : longitude);

const stars = JSON.parse(readFileSync(join(data, 'stars.6.json'), 'utf8'))
  .features.filter((star) => star.properties.mag <= MAX_MAGNITUDE)
  .sort((a, b) => a.properties.mag - b.properties.mag)
  .flatMap((star) => {
    const [longitude, latitude] = star.geometry.coordinates;
    return [rightAscension(longitude), hundredths(latitude), Math.round(star.properties.mag * 10)];
  });
const lines = JSON.parse(readFileSync(join(data, 'constellations.lines.json'), 'utf8')).features.flatMap((constellation) =>
  constellation.geometry.coordinates.map((line) => line.flatMap(([longitude, latitude]) => [rightAscension(longitude), hundredths(latitude)])),
);
const license = readFileSync(join(data, '..', 'LICENSE'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => ` * ${line}`.trimEnd())
  .join('\n');
writeFileSync(
  'src/domain/sky/bright-stars.data.ts',
  `/**
 * The stars to magnitude ${MAX_MAGNITUDE} and the constellations' lines, written by scripts/sky/make-bright-stars.mjs
 * from d3-celestial 0.7.35's data (positions from the Hipparcos catalogue, J2000.0). Do not edit by hand.
 *
${license}
 */

/** Each star as three numbers: right ascension and declination in hundredths of a degree, magnitude in tenths; brightest first. */
export const BRIGHT_STARS: readonly number[] = ${JSON.stringify(stars)};

/** Each line as its points' right ascension and declination, in hundredths of a degree. */
export const CONSTELLATION_LINES: readonly (readonly number[])[] = ${JSON.stringify(lines)};
`,
);
process.stdout.write(`${stars.length / 3} stars, ${lines.length} lines\n`);
