import type { RetentionPolicy } from '../../domain/backup/retention-policy.js';
import type { BackupDestination } from '../ports/backup-destination.js';
import type { Clock } from '../ports/clock.js';
import type { PruneBackups, PruneBackupsReport } from './prune-backups.js';
import { latestSnapshotTime } from './snapshot-catalogue.js';
import type { TakeBackup, TakeBackupReport } from './take-backup.js';

/** What a scheduled backup did, for logs and monitoring ("last backup success", its duration and size). */
export interface BackupOutcome {
  readonly ok: boolean;
  readonly finishedAt: Date;
  readonly durationMs: number;
  /** The snapshot's size: every file it names, whether sent now or already there (0 when it failed). */
  readonly bytes: number;
  readonly report: TakeBackupReport | null;
  readonly pruned: PruneBackupsReport | null;
  readonly error: unknown;
}

export type ScheduledBackupResult =
  { readonly ran: false; readonly reason: 'not-due' | 'running-elsewhere' } | ({ readonly ran: true } & BackupOutcome);

export interface ScheduledBackupOptions {
  readonly periodMs: number;
  readonly keep: RetentionPolicy;
}

/** A backup recorded as running for longer than this was left by a process that died; it no longer holds the next one back. */
const STALE_RUNNING_MS = 6 * 60 * 60 * 1000;

/**
 * The periodic backup (BACKUP_URL, BACKUP_PERIOD, BACKUP_KEEP), run in the housekeeping's round: due when the newest
 * snapshot in the destination itself is a period old (so a restart, or another instance, does not back up again early;
 * a round a little early still counts, the rounds being hourly); skipped while another backup of the destination runs.
 * After a backup, the retention removes the snapshots it does not keep. A failure is reported, never thrown.
 */
export class RunScheduledBackup {
  constructor(
    private readonly take: TakeBackup,
    private readonly prune: PruneBackups,
    private readonly destination: BackupDestination,
    private readonly clock: Clock,
    private readonly options: ScheduledBackupOptions,
  ) {}

  async execute(): Promise<ScheduledBackupResult> {
    const started = this.clock.now();
    try {
      if (!(await this.isDue(started))) return { ran: false, reason: 'not-due' };
      const running = await this.destination.listRunning();
      if (running.some((marker) => started.getTime() - marker.since.getTime() < STALE_RUNNING_MS)) return { ran: false, reason: 'running-elsewhere' };
      const report = await this.take.execute();
      const pruned = await this.prune.execute(this.options.keep);
      const finishedAt = this.clock.now();
      return {
        ran: true,
        ok: true,
        finishedAt,
        durationMs: finishedAt.getTime() - started.getTime(),
        bytes: report.bytes.total,
        report,
        pruned,
        error: null,
      };
    } catch (error) {
      const finishedAt = this.clock.now();
      return { ran: true, ok: false, finishedAt, durationMs: finishedAt.getTime() - started.getTime(), bytes: 0, report: null, pruned: null, error };
    }
  }

  private async isDue(now: Date): Promise<boolean> {
    const latest = await latestSnapshotTime(this.destination);
    if (latest === null) return true;
    const early = Math.min(this.options.periodMs * 0.1, 30 * 60 * 1000);
    return now.getTime() - latest.getTime() >= this.options.periodMs - early;
  }
}
