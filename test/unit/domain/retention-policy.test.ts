import { describe, expect, it } from 'vitest';
import { parseRetentionPolicy, snapshotsToKeep } from '../../../src/domain/backup/retention-policy.js';

const daily = (days: number) =>
  Array.from({ length: days }, (_, day) => ({ id: `s${String(day).padStart(3, '0')}`, at: new Date(Date.UTC(2026, 0, 1 + day, 3)) }));

describe('retention (BACKUP_KEEP)', () => {
  it('reads counts per period, and refuses anything else', () => {
    expect(parseRetentionPolicy('7d,4w,12m')).toEqual({ last: 0, daily: 7, weekly: 4, monthly: 12, yearly: 0 });
    expect(parseRetentionPolicy('3, 2y')).toEqual({ last: 3, daily: 0, weekly: 0, monthly: 0, yearly: 2 });
    for (const bad of ['', '7x', 'd7', '7d,,4w', 'weekly']) expect(parseRetentionPolicy(bad), bad).toBeNull();
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
