import { SendAnniversaryEmails } from '../../application/anniversaries/send-anniversary-emails.js';
import { CheckPhotoAccess } from '../../application/buyer/check-photo-access.js';
import { ExpireBasicPlans } from '../../application/housekeeping/expire-basic-plans.js';
import { FollowPageLifecycle } from '../../application/housekeeping/follow-page-lifecycle.js';
import { RemoveAbandonedMemories } from '../../application/housekeeping/remove-abandoned-memories.js';
import { SweepOrphanedPhotos } from '../../application/housekeeping/sweep-orphaned-photos.js';
import { ReconcilePendingPayments } from '../../application/payments/reconcile-pending-payments.js';
import type { Clock } from '../../application/ports/clock.js';
import { ManagePhotoQuarantine } from '../../application/safekeeping/manage-photo-quarantine.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import { startPeriodicTask, type PeriodicTask } from './periodic-task.js';
import type { TaskLog } from './task-log.js';

/** What the housekeeping runs on; the composition root makes it from the server's runtime. */
export interface HousekeepingSetup {
  readonly useCase: ResolveUseCase;
  readonly clock: Clock;
  readonly log: TaskLog;
  /** The leases and rate limits the instances on one database share. */
  readonly coordination: {
    claimLease(name: string, now: Date, until: Date): Promise<boolean>;
    releaseLease(name: string): Promise<void>;
    deleteExpiredRateLimits(now: Date): Promise<number>;
  };
  /** This instance's own folders in DATA_DIR; each sweep answers how many folders or files it removed. */
  readonly ownFolders: {
    /** The uploads of requests that were never answered (a killed server), older than `olderThanMs`. */
    sweepUploads(now: Date, olderThanMs: number): Promise<number>;
    /** The link previews' images of the pages `isShown` says are no longer shown. */
    sweepPreviews(isShown: (memoryId: string) => Promise<boolean>): Promise<number>;
  };
  /** The periodic backup of BACKUP_URL; null when it is unset. */
  readonly scheduledBackup: { run(): Promise<void> } | null;
  /** When the newest snapshot of BACKUP_URL was taken; null when nothing shows it (no metrics, or no BACKUP_URL). */
  readonly latestBackupTime: (() => Promise<Date | null>) | null;
  /** The metrics' figures of the rounds and the backups; null when the server keeps no metrics. */
  readonly metrics: { housekeepingRound(ok: boolean, at: Date): void; backupSeen(takenAt: Date): void } | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** Unpaid orders this recent are asked about every hour, in case their notification was lost. */
const RECONCILE_WITHIN_DAYS = 2;

/** The lease of the housekeeping's round in `job_leases`. */
const LEASE_NAME = 'housekeeping';
/**
 * A round holds the lease for this share of the period: the next period's first tick, on any instance, finds it over
 * even when the timers drift a little; a holder that died in its round is replaced once the lease has run out.
 */
const LEASE_SHARE_OF_PERIOD = 0.9;

/**
 * Runs the lifecycle's chores inside the server, once at start and then hourly: ask the payment provider about
 * recent unpaid orders (a lost notification must not leave a paid page unpublished), record the end of basic pages
 * whose year is over, remind their buyers before and after the end and remove ended pages after their 90 days, remove unpaid pages abandoned for a week (photos included), queue the e-mail of
 * the pages whose yearly anniversary is today (once per anniversary, whatever the rounds), sweep the photo files no page
 * names (left by a crash or a failed clean-up, older than an hour) in the quarantine and delete those past their days there, sweep
 * the rate limits' counters of past windows, and back the shop up when BACKUP_URL is set and a backup is due.
 * Among the instances on one database, the one that takes the round's lease does these, once per period; every
 * instance sweeps its own DATA_DIR first: the uploads of a previous process (a server killed while receiving them),
 * known by the process named in their folder, at start-up. Reads never depend on it.
 */
export function startHousekeeping(setup: HousekeepingSetup, intervalMs = HOUR_MS): PeriodicTask {
  const { clock, log } = setup;
  const sharedChores = sharedChoresOf(setup);
  const task = startPeriodicTask(async () => {
    // First: at start-up, the uploads a killed server left go within moments, whatever the shared chores take.
    await sweepOwnFolders(setup);
    if (await claimRound(setup, clock.now(), intervalMs)) {
      const ok = await sharedChores();
      setup.metrics?.housekeepingRound(ok, clock.now());
    }
    await showLatestBackup(setup);
  }, intervalMs);
  return {
    runNow: task.runNow,
    // After the round under way: a restarted server does its start-up round at once.
    stop: async () => {
      await task.stop();
      await setup.coordination.releaseLease(LEASE_NAME).catch((error: unknown) => log.warn('housekeeping lease not released', { err: error }));
    },
  };
}

/** What each instance keeps in its own DATA_DIR: uploads a killed request left, preview images of hidden pages. */
async function sweepOwnFolders({ useCase, clock, log, ownFolders }: HousekeepingSetup): Promise<void> {
  try {
    const uploads = await ownFolders.sweepUploads(clock.now(), HOUR_MS);
    if (uploads > 0) log.info('uploads left by an interrupted request removed', { folders: uploads });
  } catch (error) {
    log.error('sweep of interrupted uploads failed', { err: error });
  }
  const checkAccess = useCase(CheckPhotoAccess);
  // Hidden only on the page's own answer (not found, ended, suspended): a database that cannot answer keeps them.
  const isShown = (memoryId: string) =>
    checkAccess.execute({ memoryId }).then(
      () => true,
      (error: unknown) => !(error instanceof DomainError),
    );
  try {
    const previews = await ownFolders.sweepPreviews(isShown);
    if (previews > 0) log.info('preview images of pages no longer shown removed', { files: previews });
  } catch (error) {
    log.error('sweep of preview images failed', { err: error });
  }
}

/**
 * Every instance's metrics show the newest snapshot in BACKUP_URL, whoever took it (another instance, the systemd
 * timer): a restarted instance does not report "no backup" while the destination holds a recent one.
 */
async function showLatestBackup({ metrics, latestBackupTime, log }: HousekeepingSetup): Promise<void> {
  if (!metrics || !latestBackupTime) return;
  try {
    const latest = await latestBackupTime();
    if (latest) metrics.backupSeen(latest);
  } catch (error) {
    log.warn('the backup destination could not be read for its newest snapshot', { err: error });
  }
}

/** Takes this period's lease; false when another instance holds it or the database cannot say. */
async function claimRound({ coordination, log }: HousekeepingSetup, now: Date, intervalMs: number): Promise<boolean> {
  try {
    const claimed = await coordination.claimLease(LEASE_NAME, now, new Date(now.getTime() + intervalMs * LEASE_SHARE_OF_PERIOD));
    // The instant the lease was claimed from: the log line itself may be written a moment later.
    if (claimed) log.info('housekeeping round started', { period: intervalMs, claimedAt: now.toISOString() });
    else log.debug('housekeeping round left to the instance holding its lease');
    return claimed;
  } catch (error) {
    log.error('housekeeping lease could not be claimed', { err: error });
    return false;
  }
}

/** The chores one instance does per period for all of them; resolves false when one of them failed. */
function sharedChoresOf({ useCase, clock, log, coordination, scheduledBackup }: HousekeepingSetup): () => Promise<boolean> {
  const expire = useCase(ExpireBasicPlans);
  const lifecycle = useCase(FollowPageLifecycle);
  const removeAbandoned = useCase(RemoveAbandonedMemories);
  const reconcile = useCase(ReconcilePendingPayments);
  const sweepPhotos = useCase(SweepOrphanedPhotos);
  const quarantine = useCase(ManagePhotoQuarantine);
  const anniversaries = useCase(SendAnniversaryEmails);
  return async () => {
    let ok = true;
    try {
      const reconciled = await reconcile.execute({ withinDays: RECONCILE_WITHIN_DAYS });
      const changed = reconciled.checked.filter((memory) => memory.statusAfter !== memory.statusBefore).length;
      if (changed > 0) log.info('unpaid orders reconciled with the payment provider', { checked: reconciled.checked.length, changed });
      const renewed = reconciled.orders.filter((order) => order.applied).length;
      if (renewed > 0)
        log.info('renewals and upgrades reconciled with the payment provider', { checked: reconciled.orders.length, applied: renewed });
      if (reconciled.error) log.warn('payment provider unreachable while reconciling', { error: reconciled.error });
      const expired = await expire.execute();
      const followed = await lifecycle.execute();
      const removed = await removeAbandoned.execute();
      if (expired.length > 0 || removed.length > 0 || followed.notices.length > 0 || followed.removed.length > 0) {
        const { notices, removed: removedEnded } = followed;
        log.info('lifecycle chores done', {
          expired: expired.length,
          removedUnpaid: removed.length,
          notices: notices.length,
          removedEnded: removedEnded.length,
        });
      }
      await coordination.deleteExpiredRateLimits(clock.now());
    } catch (error) {
      log.error('lifecycle chores failed', { err: error });
      ok = false;
    }
    // On its own: an anniversary is not missed because the payment provider misbehaves above.
    try {
      const { queued } = await anniversaries.execute();
      if (queued.length > 0) log.info('anniversary e-mails queued', { emails: queued.length });
    } catch (error) {
      log.error('anniversary e-mails failed', { err: error });
      ok = false;
    }
    // On its own: files must be swept even while the payment provider misbehaves above.
    try {
      const { heldBack, ...swept } = await sweepPhotos.execute();
      if (swept.photos + swept.leftovers + swept.folders > 0) log.info('photo files no page names put in the quarantine', { ...swept });
      if (heldBack.folders + heldBack.photos > 0)
        log.warn('photo sweep stopped at its limit: the rest waits for the next round or memories-cli sweep-photos --beyond-limit', heldBack);
      const purged = await quarantine.purgeExpired();
      if (purged > 0) log.info('photos past their days in the quarantine deleted', { entries: purged });
    } catch (error) {
      log.error('photo sweep failed', { err: error });
      ok = false;
    }
    // Last, and only when due (BACKUP_PERIOD since the destination's newest snapshot); it reports its own failures.
    await scheduledBackup?.run();
    return ok;
  };
}
