/**
 * What a basic page's buyer is told as its end comes and goes, in order: a month before, a week before, on the day it
 * ends, and a week before its data is removed. Each is sent once per end date: a renewal starts the list again.
 */
export type LifecycleNotice = 'ends-in-30-days' | 'ends-in-7-days' | 'ended' | 'removal-in-7-days';

export const LIFECYCLE_NOTICES: readonly LifecycleNotice[] = ['ends-in-30-days', 'ends-in-7-days', 'ended', 'removal-in-7-days'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an ended basic page keeps its data, for a late renewal, before it is removed. */
export const RETENTION_DAYS = 90;
/** The warning before removal comes this long before it, and removal waits at least this long after the warning. */
export const REMOVAL_WARNING_DAYS = 7;

/** The instant, relative to the page's end, from which each notice is due. */
const DUE_FROM_END_MS: Readonly<Record<LifecycleNotice, number>> = {
  'ends-in-30-days': -30 * DAY_MS,
  'ends-in-7-days': -7 * DAY_MS,
  ended: 0,
  'removal-in-7-days': (RETENTION_DAYS - REMOVAL_WARNING_DAYS) * DAY_MS,
};

const rank = (notice: LifecycleNotice | null) => (notice === null ? -1 : LIFECYCLE_NOTICES.indexOf(notice));

/**
 * The notice due at `now` for a page ending at `endsAt` that was last told `sent`: the latest one whose time has come,
 * if it is later than the one sent (a server stopped for two weeks sends "7 days" once, not "30 days" then "7 days").
 */
export function dueNotice(endsAt: Date, sent: LifecycleNotice | null, now: Date): LifecycleNotice | null {
  const since = now.getTime() - endsAt.getTime();
  const due = [...LIFECYCLE_NOTICES].reverse().find((notice) => since >= DUE_FROM_END_MS[notice]) ?? null;
  return due !== null && rank(due) > rank(sent) ? due : null;
}

/** When an ended page's data goes: 90 days after its end, and never sooner than a week after its warning was sent. */
export function removalAt(endsAt: Date, warnedAt: Date | null): Date | null {
  if (warnedAt === null) return null;
  return new Date(Math.max(endsAt.getTime() + RETENTION_DAYS * DAY_MS, warnedAt.getTime() + REMOVAL_WARNING_DAYS * DAY_MS));
}

/** The removal date the buyer is told: 90 days after the end. */
export function announcedRemovalAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() + RETENTION_DAYS * DAY_MS);
}
