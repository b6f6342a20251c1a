import type { MoonPhase } from '../couple-numbers/moon-phase-of-day.js';
import type { Planet } from './planets.js';
import { skyAt } from './sky-at.js';
import { RAD, type Horizontal, type Place } from './sky-coordinates.js';
import { brightStars, constellationLines, type CatalogueStar } from './star-catalogue.js';

/**
 * A point of the chart: the sky as seen lying on one's back with the head to the north, the zenith at the centre and
 * the horizon on the unit circle (stereographic, which keeps the constellations' shapes), north up and east on the left.
 */
export interface ChartPoint {
  readonly x: number;
  readonly y: number;
}

export interface ChartStar extends ChartPoint {
  readonly magnitude: number;
}

export interface ChartMoon extends ChartPoint {
  readonly illuminated: number;
  readonly waxing: boolean;
  readonly phase: MoonPhase;
  /** Where its lit side faces on the chart (radians, from the chart's +x axis toward +y): toward the Sun. */
  readonly brightLimbAngle: number;
}

export interface ChartPlanet extends ChartPoint {
  readonly planet: Planet;
}

/** What the drawing of that night shows: the Moon and the planets only when above the horizon. */
export interface SkyChart {
  readonly stars: readonly ChartStar[];
  readonly lines: readonly (readonly ChartPoint[])[];
  readonly moon: ChartMoon | null;
  /** The Moon's phase that night even when it had set: the caption names it. */
  readonly moonPhase: MoonPhase;
  readonly moonIlluminated: number;
  readonly planets: readonly ChartPlanet[];
  /** The Sun was up or the evening still light (above 6° below the horizon): the stars were there, behind the light. */
  readonly daylight: boolean;
}

/** Civil twilight ends when the Sun is this far below the horizon. */
const CIVIL_TWILIGHT_ALTITUDE = -6;

export function chartPoint({ altitude, azimuth }: Horizontal): ChartPoint {
  const radius = Math.tan(((90 - altitude) * RAD) / 2);
  return { x: -radius * Math.sin(azimuth * RAD), y: -radius * Math.cos(azimuth * RAD) };
}

/** The lunation's eight names from the lit fraction: a quarter is the half-lit Moon, new and full the nearly dark and whole. */
export function moonPhaseOfLight(illuminated: number, waxing: boolean): MoonPhase {
  if (illuminated < 0.03) return 'new';
  if (illuminated > 0.97) return 'full';
  if (Math.abs(illuminated - 0.5) <= 0.06) return waxing ? 'firstQuarter' : 'lastQuarter';
  if (illuminated < 0.5) return waxing ? 'waxingCrescent' : 'waningCrescent';
  return waxing ? 'waxingGibbous' : 'waningGibbous';
}

let catalogue: { stars: CatalogueStar[]; lines: ReturnType<typeof constellationLines> } | null = null;
const theCatalogue = () => (catalogue ??= { stars: brightStars(), lines: constellationLines() });

/** The sky over `place` at `instant`, laid out for a drawing. */
export function skyChart(instant: Date, place: Place): SkyChart {
  const sky = skyAt(instant, place);
  const { stars, lines } = theCatalogue();
  const chartStars: ChartStar[] = [];
  for (const star of stars) {
    const seen = sky.star(star);
    if (seen.altitude > 0) chartStars.push({ ...chartPoint(seen), magnitude: star.magnitude });
  }
  const chartLines: ChartPoint[][] = [];
  for (const line of lines) {
    let run: ChartPoint[] = [];
    for (const point of line) {
      const seen = sky.star(point);
      if (seen.altitude > 0) run.push(chartPoint(seen));
      else {
        if (run.length > 1) chartLines.push(run);
        run = [];
      }
    }
    if (run.length > 1) chartLines.push(run);
  }
  const phase = moonPhaseOfLight(sky.moon.illuminated, sky.moon.waxing);
  const moon =
    sky.moon.altitude > 0
      ? {
          ...chartPoint(sky.moon),
          illuminated: sky.moon.illuminated,
          waxing: sky.moon.waxing,
          phase,
          brightLimbAngle: towardOnChart(sky.moon, sky.sun),
        }
      : null;
  const planets = Object.entries(sky.planets)
    .filter(([, seen]) => seen.altitude > 0)
    .map(([planet, seen]) => ({ planet: planet as Planet, ...chartPoint(seen) }));
  return {
    stars: chartStars,
    lines: chartLines,
    moon,
    moonPhase: phase,
    moonIlluminated: sky.moon.illuminated,
    planets,
    daylight: sky.sun.altitude > CIVIL_TWILIGHT_ALTITUDE,
  };
}

function unitVector({ altitude, azimuth }: Horizontal): [number, number, number] {
  const a = altitude * RAD;
  const z = azimuth * RAD;
  return [Math.cos(a) * Math.sin(z), Math.cos(a) * Math.cos(z), Math.sin(a)];
}

function horizontalOfVector([east, north, up]: readonly number[]): Horizontal {
  const length = Math.hypot(east!, north!, up!);
  return { altitude: Math.asin(up! / length) / RAD, azimuth: Math.atan2(east!, north!) / RAD };
}

/** The direction, on the chart, of a short step from `from` along the great circle toward `to`. */
export function towardOnChart(from: Horizontal, to: Horizontal): number {
  const a = unitVector(from);
  const b = unitVector(to);
  const along = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const step = a.map((value, i) => value + 0.01 * (b[i]! - along * value));
  const start = chartPoint(from);
  const end = chartPoint(horizontalOfVector(step));
  return Math.atan2(end.y - start.y, end.x - start.x);
}
