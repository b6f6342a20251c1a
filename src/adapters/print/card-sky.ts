import type { SkyChart } from '../../domain/sky/sky-chart.js';
import { moonLitOutline } from '../shared/moon-outline.js';
import { starRadius } from '../shared/sky-svg.js';
import type { CardShape } from './card-shapes.js';

/** The night's colours on the printed card: the page's drawing, a little lighter so that it prints as blue, not black. */
const NIGHT = { rim: '#8fa6d8', sky: '#13204a', star: '#ffffff', moonDark: '#3a4468', moonLit: '#f6f1dc' };
const PLANET_COLOR = { mercury: '#d8d2c4', venus: '#fff6d5', mars: '#ff9c6b', jupiter: '#f3e2c0', saturn: '#e9d38f' } as const;
/** On paper the faintest stars vanish: the card keeps those to magnitude 4, a little larger than on the screen. */
const FAINTEST_PRINTED = 4;
const DOT_SCALE = 1.4;
/** The rim around the disc, as a share of its radius. */
export const SKY_RIM = 1.025;

/** A filled circle as the card draws one: a square with rounded corners of half its side. */
function dot(x: number, y: number, radius: number, color: string): CardShape {
  return { kind: 'rect', x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius, radius, color };
}

/**
 * "O céu daquela noite" as the card's shapes, a disc of `radius` centred on (`cx`, `cy`) with its rim around it, the stars,
 * the planets and the Moon in its phase. The constellations' lines are left out: hairlines print unevenly.
 */
export function skyShapes(sky: SkyChart, cx: number, cy: number, radius: number): CardShape[] {
  const at = (x: number, y: number) => [cx + x * radius, cy + y * radius] as const;
  const shapes: CardShape[] = [dot(cx, cy, radius * SKY_RIM, NIGHT.rim), dot(cx, cy, radius, NIGHT.sky)];
  for (const star of sky.stars) {
    if (star.magnitude > FAINTEST_PRINTED) continue;
    shapes.push(dot(...at(star.x, star.y), DOT_SCALE * starRadius(star.magnitude) * radius, NIGHT.star));
  }
  for (const planet of sky.planets) shapes.push(dot(...at(planet.x, planet.y), 0.02 * radius, PLANET_COLOR[planet.planet]));
  if (sky.moon) {
    const moonRadius = 0.07 * radius;
    const [x, y] = at(sky.moon.x, sky.moon.y);
    shapes.push(dot(x, y, moonRadius, NIGHT.moonDark));
    const lit = moonLitOutline(sky.moon, moonRadius);
    if (lit.length > 0) {
      const pathData = `M${lit.map(([px, py]) => `${px.toFixed(3)} ${py.toFixed(3)}`).join('L')}Z`;
      shapes.push({ kind: 'path', x, y, scale: 1, pathData, color: NIGHT.moonLit });
    }
  }
  return shapes;
}
