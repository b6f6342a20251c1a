import { describe, expect, it } from 'vitest';
import { parseRetentionPolicy, snapshotsToKeep } from '../../../src/domain/backup/retention-policy.js';

const daily = (days: number) =>
  Array.from({ length: days }, (_, day) => ({ id: `s${String(day).padStart(3, '0')}`, at: new Date(Date.UTC(2026, 0, 1 + day, 3)) }));

describe('retention (BACKUP_KEEP)', () => {
  it('reads counts per period, and refuses anything else', () => {
    expect(parseRetentionPolicy('7d,4w,12m')).toEqual({ last: 0, daily: 7, weekly: 4, monthly: 12, yearly: 0 });
    expect(parseRetentionPolicy('3, 2y')).toEqual({ last: 3, daily: 0, weekly: 0, monthly: 0, yearly: 2 });
    for (const bad of ['', '7x', 'd7', '7d,,4w', 'weekly', '12345d', ',7d', '7d,']) expect(parseRetentionPolicy(bad), bad).toBeNull();
  });

  it('takes up to four digits a count, and the largest count a unit is given', () => {
    expect(parseRetentionPolicy('9999d')).toEqual({ last: 0, daily: 9999, weekly: 0, monthly: 0, yearly: 0 });
    expect(parseRetentionPolicy('3d,7d,2d,5,1')).toEqual({ last: 5, daily: 7, weekly: 0, monthly: 0, yearly: 0 });
  });

  it('keeps nothing of an empty destination', () => {
    expect(snapshotsToKeep([], parseRetentionPolicy('7d,4w')!)).toEqual(new Set());
  });

  it('keeps the newest snapshot of a day that has several, and of two taken at the same instant the last by id', () => {
    const at = (iso: string) => new Date(iso);
    const snapshots = [
      { id: 'a', at: at('2026-04-09T03:00:00Z') },
      { id: 'b', at: at('2026-04-09T15:00:00Z') },
      { id: 'c', at: at('2026-04-10T03:00:00Z') },
      { id: 'e', at: at('2026-04-10T09:00:00Z') },
      { id: 'd', at: at('2026-04-10T09:00:00Z') },
    ];
    expect(snapshotsToKeep(snapshots, parseRetentionPolicy('2d')!)).toEqual(new Set(['e', 'b']));
    expect(snapshotsToKeep([...snapshots].reverse(), parseRetentionPolicy('2d')!)).toEqual(new Set(['e', 'b']));
    // A bare number counts instants: the two taken at once are one.
    expect(snapshotsToKeep(snapshots, parseRetentionPolicy('2')!)).toEqual(new Set(['e', 'c']));
  });

  it('counts ISO weeks from Monday: a Sunday is the end of its week, the Monday after starts the next', () => {
    const sunday = { id: 'sunday', at: new Date('2026-04-05T12:00:00Z') };
    const monday = { id: 'monday', at: new Date('2026-04-06T12:00:00Z') };
    const saturday = { id: 'saturday', at: new Date('2026-04-04T08:00:00Z') };
    expect(snapshotsToKeep([saturday, sunday, monday], parseRetentionPolicy('3w')!)).toEqual(new Set(['monday', 'sunday']));
    // Across a new year: 2026-01-01 (a Thursday) is in the same ISO week as Monday 2025-12-29.
    const newYear = { id: 'new-year', at: new Date('2026-01-01T12:00:00Z') };
    const mondayBefore = { id: 'monday-before', at: new Date('2025-12-29T12:00:00Z') };
    const sundayBefore = { id: 'sunday-before', at: new Date('2025-12-28T12:00:00Z') };
    expect(snapshotsToKeep([sundayBefore, mondayBefore, newYear], parseRetentionPolicy('3w')!)).toEqual(new Set(['new-year', 'sunday-before']));
  });

  it('keeps the newest snapshot of each of the last years', () => {
    const snapshots = ['2023-06-01', '2024-03-01', '2024-11-30', '2025-01-02', '2025-12-31'].map((day) => ({
      id: day,
      at: new Date(`${day}T03:00:00Z`),
    }));
    expect(snapshotsToKeep(snapshots, parseRetentionPolicy('2y')!)).toEqual(new Set(['2025-12-31', '2024-11-30']));
    expect(snapshotsToKeep(snapshots, parseRetentionPolicy('1m')!)).toEqual(new Set(['2025-12-31']));
  });

  it('keeps the newest of each of the last days, ISO weeks and months, and always the newest snapshot', () => {
    const snapshots = daily(100);
    const keep = snapshotsToKeep(snapshots, parseRetentionPolicy('7d,4w,3m')!);
    const kept = snapshots.filter((snapshot) => keep.has(snapshot.id)).map((snapshot) => snapshot.at.toISOString().slice(0, 10));
    // Daily snapshots up to Friday 2026-04-10: its last 7 days; the newest of its ISO week and the 3 before (Sundays);
    // the newest of April, March and February. The current week and month count as one each.
    expect(kept).toEqual([
      '2026-02-28',
      '2026-03-22',
      '2026-03-29',
      '2026-03-31',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
    ]);
    expect(snapshotsToKeep(snapshots, parseRetentionPolicy('0d')!)).toEqual(new Set(['s099']));
  });
});
