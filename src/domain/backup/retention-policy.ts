/**
 * Which snapshots a destination keeps (BACKUP_KEEP): `7d,4w,12m` keeps the newest snapshot of each of the last 7 days
 * that have one, of the last 4 weeks (ISO weeks, Monday first) and of the last 12 months; `y` counts years and a bare
 * number the newest snapshots whatever their day. Periods are counted in UTC. The newest snapshot is always kept.
 */
export interface RetentionPolicy {
  readonly last: number;
  readonly daily: number;
  readonly weekly: number;
  readonly monthly: number;
  readonly yearly: number;
}

const UNITS = { d: 'daily', w: 'weekly', m: 'monthly', y: 'yearly' } as const;

/** The policy a `7d,4w,12m` text names; null when the text is not of that shape. */
export function parseRetentionPolicy(text: string): RetentionPolicy | null {
  const policy = { last: 0, daily: 0, weekly: 0, monthly: 0, yearly: 0 };
  // An empty part ('', '7d,,4w') is no count and fails the pattern like any other.
  for (const part of text.split(',').map((piece) => piece.trim())) {
    const match = /^(\d{1,4})([dwmy]?)$/.exec(part);
    if (!match) return null;
    const count = Number(match[1]);
    const unit = match[2] as keyof typeof UNITS | '';
    if (unit === '') policy.last = Math.max(policy.last, count);
    else policy[UNITS[unit]] = Math.max(policy[UNITS[unit]], count);
  }
  return policy;
}

const DAY_MS = 86_400_000;

/** The ISO week (Monday to Sunday) of an instant, named by its Monday. */
function isoWeek(instant: Date): string {
  const daysSinceMonday = (instant.getUTCDay() + 6) % 7;
  return new Date(instant.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

const BUCKETS: readonly [keyof RetentionPolicy, (instant: Date) => string][] = [
  ['last', (instant) => String(instant.getTime())],
  ['daily', (instant) => instant.toISOString().slice(0, 10)],
  ['weekly', isoWeek],
  ['monthly', (instant) => instant.toISOString().slice(0, 7)],
  ['yearly', (instant) => instant.toISOString().slice(0, 4)],
];

/** The ids (of `snapshots`, each with its time) the policy keeps; every other one may be removed. */
export function snapshotsToKeep(snapshots: readonly { readonly id: string; readonly at: Date }[], policy: RetentionPolicy): Set<string> {
  const newestFirst = [...snapshots].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
  const keep = new Set<string>();
  if (newestFirst[0]) keep.add(newestFirst[0].id);
  for (const [rule, bucketOf] of BUCKETS) {
    const seen = new Set<string>();
    for (const snapshot of newestFirst) {
      if (seen.size >= policy[rule]) break;
      const bucket = bucketOf(snapshot.at);
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      keep.add(snapshot.id);
    }
  }
  return keep;
}
