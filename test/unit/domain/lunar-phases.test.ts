import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { terrestrialMinusUniversalSeconds } from '../../../src/domain/couple-numbers/delta-t.js';
import { principalPhaseInstant, principalPhasesBetween } from '../../../src/domain/couple-numbers/lunar-phases.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Fred Espenak's published full moons, 1974-2030 (see the fixture's header for where they come from). */
function publishedFullMoons(): Date[] {
  const text = readFileSync(new URL('./fixtures/espenak-full-moons-1974-2030.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\d{4}: /.test(line))
    .flatMap((line) => {
      const [year, entries] = line.split(': ') as [string, string];
      return entries.split(', ').map((entry) => {
        const [monthDay, time] = entry.split(' ');
        return new Date(`${year}-${monthDay}T${time}:00Z`);
      });
    });
}

describe('the full moons match a published table (Espenak, 1974-2030)', () => {
  const published = publishedFullMoons();
  const computed = principalPhasesBetween(new Date('1974-01-01T00:00:00Z'), new Date('2031-01-01T00:00:00Z'))
    .filter((event) => event.phase === 2)
    .map((event) => event.at);

  it('the table covers more than 50 years, one full moon every 29.2 to 29.9 days', () => {
    expect(published).toHaveLength(705);
    expect(published[published.length - 1]!.getUTCFullYear() - published[0]!.getUTCFullYear()).toBeGreaterThanOrEqual(50);
    for (let i = 1; i < published.length; i++) {
      const gap = (published[i]!.getTime() - published[i - 1]!.getTime()) / DAY;
      expect(gap).toBeGreaterThan(29.2);
      expect(gap).toBeLessThan(29.9);
    }
  });

  it('finds the same full moons, none missing and none extra, each within a day', () => {
    expect(computed).toHaveLength(published.length);
    computed.forEach((at, i) => expect(Math.abs(at.getTime() - published[i]!.getTime())).toBeLessThan(DAY));
  });

  it('Meeus’s periodic terms put each within two minutes of the table (its times are rounded to the minute)', () => {
    const worst = Math.max(...computed.map((at, i) => Math.abs(at.getTime() - published[i]!.getTime())));
    expect(worst).toBeLessThan(2 * MINUTE);
  });
});

describe('the other principal phases', () => {
  it.each([
    ['new moon of 6 January 2000 (lunation 0)', 0, 0, '2000-01-06T18:14:00Z'],
    ['first quarter of 14 January 2000', 0, 1, '2000-01-14T13:34:00Z'],
    ['last quarter of 28 January 2000', 0, 3, '2000-01-28T07:57:00Z'],
    ['new moon of the total solar eclipse of 8 April 2024', 300, 0, '2024-04-08T18:21:00Z'],
    ['new moon of 11 August 1999, a total solar eclipse', -5, 0, '1999-08-11T11:08:00Z'],
  ] as const)('%s (Espenak)', (_case, lunation, phase, published) => {
    const at = principalPhaseInstant(lunation, phase);
    expect(Math.abs(at.getTime() - Date.parse(published))).toBeLessThan(2 * MINUTE);
  });

  it('lists a phase at the very start of the span, and none at its very end', () => {
    const eclipse = principalPhaseInstant(300, 0); // the new moon of 8 April 2024
    expect(principalPhasesBetween(eclipse, new Date(eclipse.getTime() + 1))).toEqual([{ phase: 0, at: eclipse }]);
    expect(principalPhasesBetween(new Date(eclipse.getTime() - DAY), eclipse)).toEqual([]);
    expect(principalPhasesBetween(eclipse, eclipse)).toEqual([]);
    expect(principalPhasesBetween(new Date(eclipse.getTime() + 400 * DAY), new Date(eclipse.getTime() - 400 * DAY))).toEqual([]);
  });

  it('finds a new moon that comes hours before its mean time, a minute before the span ends', () => {
    // The mean lunation puts 8 April 2024's new moon (18:20 UTC) after 18:21: the search looks one lunation further.
    const eclipse = principalPhaseInstant(300, 0);
    expect(principalPhasesBetween(new Date(eclipse.getTime() - DAY), new Date(eclipse.getTime() + MINUTE))).toEqual([{ phase: 0, at: eclipse }]);
  });

  it('lists the four phases in their order, a lunation apart', () => {
    const events = principalPhasesBetween(new Date('2025-01-01T00:00:00Z'), new Date('2025-03-01T00:00:00Z'));
    expect(events.map((event) => event.phase)).toEqual([1, 2, 3, 0, 1, 2, 3, 0]);
  });
});

describe('Meeus’s own worked examples (Astronomical Algorithms, ch. 49), to the second in Dynamical Time', () => {
  const SECOND = 1000;
  /** Julian Ephemeris Day of an instant given in Universal Time: ΔT added back. */
  const julianEphemerisDay = (at: Date) => {
    const year = 1970 + at.getTime() / (365.2425 * DAY);
    return (at.getTime() + terrestrialMinusUniversalSeconds(year) * SECOND) / DAY + 2440587.5;
  };

  it.each([
    ['49.a: the new moon of February 1977 (k = −283)', -283, 0, 2443192.65118],
    ['49.b: the first last quarter of January 2044 (k = 544.75)', 544, 3, 2467636.49186],
  ] as const)('%s', (_case, lunation, phase, jde) => {
    const at = principalPhaseInstant(lunation, phase);
    expect(Math.abs(julianEphemerisDay(at) - jde) * DAY).toBeLessThan(0.6 * SECOND);
  });
});

describe('every term of the method, near both ends of the range it is meant for (1903, 2097 and 2100, where T weighs most)', () => {
  // The instants as this implementation computes them, to the millisecond: a term changed or dropped moves them (the
  // smallest terms in T³ and T⁴ by a fraction of a millisecond, which tips the rounding of June 2100's phases).
  it.each([
    [-1200, ['1902-12-29T21:24:48.828Z', '1903-01-06T21:56:45.898Z', '1903-01-13T14:17:13.913Z', '1903-01-20T11:49:16.871Z']],
    [1200, ['2097-01-13T14:59:55.507Z', '2097-01-21T03:26:55.462Z', '2097-01-27T19:46:57.509Z', '2097-02-04T05:32:15.791Z']],
    [1242, ['2100-06-07T23:31:28.285Z', '2100-06-15T09:40:55.546Z', '2100-06-22T01:11:06.710Z', '2100-06-29T11:51:52.184Z']],
  ] as const)('lunation %i: new moon, first quarter, full moon, last quarter', (lunation, instants) => {
    expect(([0, 1, 2, 3] as const).map((phase) => principalPhaseInstant(lunation, phase).toISOString())).toEqual(instants);
  });
});

describe('ΔT, the seconds between Dynamical and Universal Time (Espenak and Meeus)', () => {
  /** Observed ΔT (NASA, "Historical values of Delta T"), every five years: the polynomials fit them within a second. */
  const OBSERVED: readonly (readonly [number, number])[] = [
    [1900, -2.7],
    [1905, 3.9],
    [1910, 10.5],
    [1915, 17.2],
    [1920, 21.2],
    [1925, 23.6],
    [1930, 24.0],
    [1935, 23.9],
    [1940, 24.3],
    [1945, 26.8],
    [1950, 29.2],
    [1955, 31.1],
    [1960, 33.2],
    [1965, 35.7],
    [1970, 40.2],
    [1975, 45.5],
    [1980, 50.5],
    [1985, 54.3],
    [1990, 56.9],
    [1995, 60.8],
    [2000, 63.8],
    [2005, 64.7],
  ];

  it.each(OBSERVED)('in %i is %d s, within a second', (year, seconds) => {
    expect(Math.abs(terrestrialMinusUniversalSeconds(year) - seconds)).toBeLessThan(1);
  });

  it.each([1920, 1941, 1961, 1986, 2005, 2050, 2150])('has no jump where one polynomial hands over to the next (%i)', (year) => {
    const before = terrestrialMinusUniversalSeconds(year - 1e-9);
    expect(Math.abs(terrestrialMinusUniversalSeconds(year) - before)).toBeLessThan(0.1);
  });

  it.each([
    [1920, 21.2],
    [1941, 24.773141],
    [1961, 33.579881],
    [1986, 54.877738],
    [2005, 64.670575],
    [2050, 93],
  ])('takes the polynomial of the period that starts in %i from that very year on (%d s)', (year, seconds) => {
    expect(terrestrialMinusUniversalSeconds(year)).toBeCloseTo(seconds, 6);
  });

  it('follows the long-term parabola before 1900 and from 2150: −20 s in 1820, 32 s per century squared away', () => {
    expect(terrestrialMinusUniversalSeconds(1820)).toBeCloseTo(-20, 9);
    expect(terrestrialMinusUniversalSeconds(1620)).toBeCloseTo(108, 9);
    expect(terrestrialMinusUniversalSeconds(1899)).toBeCloseTo(-20 + 32 * 0.79 ** 2, 9);
    expect(terrestrialMinusUniversalSeconds(2250)).toBeCloseTo(-20 + 32 * 4.3 ** 2, 9);
  });

  it('between 2050 and 2150, comes down to the parabola by 0.5628 s a year still to go', () => {
    expect(terrestrialMinusUniversalSeconds(2100)).toBeCloseTo(-20 + 32 * 2.8 ** 2 - 0.5628 * 50, 9);
  });
});
