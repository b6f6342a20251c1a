import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

  it('lists the four phases in their order, a lunation apart', () => {
    const events = principalPhasesBetween(new Date('2025-01-01T00:00:00Z'), new Date('2025-03-01T00:00:00Z'));
    expect(events.map((event) => event.phase)).toEqual([1, 2, 3, 0, 1, 2, 3, 0]);
  });
});
