import type { Planet } from '../../domain/sky/planets.js';
import type { ChartMoon, SkyChart } from '../../domain/sky/sky-chart.js';
import { moonLitOutline } from './moon-outline.js';

/** The drawing's words, in the reader's language: its description, the planets' names and the horizon's four points. */
export interface SkyLabels {
  readonly description: string;
  readonly planets: Readonly<Record<Planet, string>>;
  readonly cardinals: { readonly north: string; readonly south: string; readonly east: string; readonly west: string };
}

/**
 * The horizon's radius in the drawing's units. Chart units (the horizon is 1) are scaled up, not drawn as they are:
 * some SVG renderers (librsvg, behind sharp) draw text a few hundredths of a unit high as noise.
 */
const HORIZON = 500;
/** Chart units to drawing units, to a tenth: finer than a pixel at any size a phone or a card shows it. */
const n = (value: number) => String(Math.round(value * HORIZON * 10) / 10);
/** A plain number (a magnitude, an opacity, a lit fraction, an angle) to two decimals. */
const plain = (value: number) => String(Math.round(value * 100) / 100);

const NIGHT = { deep: '#060b1f', high: '#14224a', horizon: '#8fa6d8', line: '#9fb4e6', star: '#ffffff', moonDark: '#28304a', moonLit: '#f6f1dc' };
const PLANET_COLOR = { mercury: '#d8d2c4', venus: '#fff6d5', mars: '#ff9c6b', jupiter: '#f3e2c0', saturn: '#e9d38f' } as const;

const MOON_RADIUS = 0.05;
const PLANET_RADIUS = 0.016;

/** A star's dot: the brightest (magnitude -1.5) about five times the faintest drawn (4.5). */
export function starRadius(magnitude: number): number {
  return 0.0045 + 0.0035 * Math.max(0, 4.5 - magnitude);
}

function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The Moon in its phase: the dark disc, then its lit part, its bright limb toward the Sun. */
function moonShape(moon: ChartMoon): string {
  const lit = moonLitOutline(moon, MOON_RADIUS);
  const outline = lit.map(([x, y]) => `${n(x)} ${n(y)}`).join('L');
  return (
    `<g data-body="moon" data-illuminated="${plain(moon.illuminated)}" transform="translate(${n(moon.x)} ${n(moon.y)})">` +
    `<circle r="${n(MOON_RADIUS)}" fill="${NIGHT.moonDark}"/>${outline === '' ? '' : `<path d="M${outline}Z" fill="${NIGHT.moonLit}"/>`}</g>`
  );
}

/**
 * The sky of that night as an SVG: a disc whose rim is the horizon (north up, east on the left, as seen lying on one's
 * back), the constellations' lines, the stars sized by brightness, the planets named and the Moon in its phase.
 */
export function skySvg(chart: SkyChart, labels: SkyLabels): string {
  const parts: string[] = [];
  parts.push(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-580 -580 1160 1160" width="600" height="600" role="img">',
    `<title>${escaped(labels.description)}</title>`,
    `<defs><radialGradient id="sky"><stop offset="0" stop-color="${NIGHT.high}"/><stop offset="1" stop-color="${NIGHT.deep}"/></radialGradient></defs>`,
    `<circle r="${HORIZON}" fill="url(#sky)" stroke="${NIGHT.horizon}" stroke-width="3"/>`,
  );
  const lines = chart.lines.map((line) => `M${line.map((point) => `${n(point.x)} ${n(point.y)}`).join('L')}`).join('');
  if (lines !== '') parts.push(`<path d="${lines}" fill="none" stroke="${NIGHT.line}" stroke-opacity="0.35" stroke-width="2"/>`);
  for (const star of chart.stars) {
    const opacity = Math.min(1, 0.55 + 0.12 * (4.5 - star.magnitude));
    parts.push(
      `<circle data-body="star" data-magnitude="${plain(star.magnitude)}" cx="${n(star.x)}" cy="${n(star.y)}" r="${n(starRadius(star.magnitude))}" fill="${NIGHT.star}" fill-opacity="${plain(opacity)}"/>`,
    );
  }
  if (chart.moon) parts.push(moonShape(chart.moon));
  for (const planet of chart.planets) {
    parts.push(
      `<g data-body="${planet.planet}"><circle cx="${n(planet.x)}" cy="${n(planet.y)}" r="${n(PLANET_RADIUS)}" fill="${PLANET_COLOR[planet.planet]}"/>` +
        `<text x="${n(planet.x + (planet.x > 0.4 ? -0.03 : 0.03))}" y="${n(planet.y + 0.015)}" text-anchor="${planet.x > 0.4 ? 'end' : 'start'}" font-size="22" font-family="sans-serif" fill="${PLANET_COLOR[planet.planet]}" stroke="${NIGHT.deep}" stroke-width="5" paint-order="stroke">${escaped(labels.planets[planet.planet])}</text></g>`,
    );
  }
  const cardinal = (label: string, x: number, y: number) =>
    `<text x="${x}" y="${y}" font-size="34" font-family="sans-serif" fill="${NIGHT.horizon}" text-anchor="middle" dominant-baseline="central">${escaped(label)}</text>`;
  parts.push(
    cardinal(labels.cardinals.north, 0, -540),
    cardinal(labels.cardinals.south, 0, 540),
    cardinal(labels.cardinals.east, -540, 0),
    cardinal(labels.cardinals.west, 540, 0),
    '</svg>',
  );
  return parts.join('');
}
