import type { MoonPhase } from '../../domain/couple-numbers/moon-phase-of-day.js';
import type { Planet } from '../../domain/sky/planets.js';
import { skyChart, type SkyChart } from '../../domain/sky/sky-chart.js';
import { skyInstant, skyWallTime, type SkyPlace } from '../../domain/sky/sky-place.js';
import { parseDatingSince } from '../../domain/memory/dating-since.js';

/** "O céu daquela noite" as a page shows it: where, when (the wall time there), and what was in the sky. */
export interface SkyView {
  readonly place: string;
  /** The wall time the sky is drawn at, "2023-02-14T21:00", where they were. */
  readonly at: string;
  /** The buyer gave the start's time; otherwise the sky is that evening's, at nine. */
  readonly timeGiven: boolean;
  readonly moonPhase: MoonPhase;
  readonly moonIlluminated: number;
  readonly moonUp: boolean;
  readonly planets: readonly Planet[];
  readonly daylight: boolean;
  readonly chart: SkyChart;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The sky of a page that starts on `datingSince`, over `place`; null for a start date that cannot be read. */
export function skyViewOf(place: SkyPlace, datingSince: string): SkyView | null {
  const wall = skyWallTime(datingSince);
  const instant = skyInstant(datingSince, place);
  if (!wall || !instant) return null;
  const chart = skyChart(instant, place);
  return {
    place: place.name,
    at: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`,
    timeGiven: (parseDatingSince(datingSince)?.time ?? null) !== null,
    moonPhase: chart.moonPhase,
    moonIlluminated: chart.moonIlluminated,
    moonUp: chart.moon !== null,
    planets: chart.planets.map((each) => each.planet),
    daylight: chart.daylight,
    chart,
  };
}
