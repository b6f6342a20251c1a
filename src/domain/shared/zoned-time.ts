/** The time zone a buyer's "we met on …" is read in: the product is Brazilian. */
export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

export interface WallTime {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a time zone. */
export function wallTimeAt(instant: Date, timeZone: string = PRODUCT_TIME_ZONE): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

function offsetMs(instantMs: number, timeZone: string): number {
  const w = wallTimeAt(new Date(instantMs), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens in a time zone (historical daylight saving included). A time skipped by a
 * clock change resolves to the instant just after the gap.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string = PRODUCT_TIME_ZONE): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The offsets in force a day either side: around a clock change they differ, elsewhere they are the same.
  const before = offsetMs(naive - DAY_MS, timeZone);
  const after = offsetMs(naive + DAY_MS, timeZone);
  const exact = [naive - before, naive - after].filter((instant) => offsetMs(instant, timeZone) === naive - instant);
  // A repeated time takes its first occurrence; a skipped one is read with the offset before the gap (just after it).
  return new Date(exact.length > 0 ? Math.min(...exact) : naive - before);
}
