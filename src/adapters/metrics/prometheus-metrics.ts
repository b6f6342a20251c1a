import { statfs } from 'node:fs/promises';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { MemoryStatus } from '../../domain/memory/memory-status.js';
import { HttpRequestMetrics } from './http-request-metrics.js';
import { CachedShopFigures, type QueueName, type ShopFigures, type ShopSnapshot } from './shop-figures.js';

/** Why a queued task's attempt failed: `temporary` is tried again later; the other two keep it as failed. */
export type TaskFailureReason = 'temporary' | 'refused' | 'gave_up';

/** What a payment did to a page, or why it did nothing. */
export type PaymentOutcomeLabel = 'approved' | 'rejected' | 'reversed' | 'amount_mismatch' | 'unknown_page' | 'duplicate' | 'refused_order';

/** What became of a payment notification at the public webhook. */
export type NotificationOutcome = 'recorded' | 'refused_signature' | 'ignored';

/** One backup's end, as the backup reports it. */
export interface BackupRecord {
  readonly finishedAt: Date;
  readonly durationMs: number;
  readonly bytes: number;
  readonly ok: boolean;
}

export interface PrometheusMetricsOptions {
  /** The data folder, whose file system's free space is shown. */
  readonly dataDir: string;
  readonly shopFigures: ShopFigures;
  /** How long one reading of the shop's figures serves scrapes. */
  readonly shopFiguresTtlMs?: number;
  /** The time, in milliseconds since the epoch, that ages a reading (the runtime's clock). */
  readonly now?: () => number;
  /** Photos handed to the photo worker and not answered yet, read at scrape time. */
  readonly photoJobsQueued?: () => number;
  /** Told when the database's figures cannot be read (the scrape still answers, without them). */
  readonly onFiguresFailed?: (error: unknown) => void;
}

const PAGE_STATUSES: readonly MemoryStatus[] = ['pending_payment', 'active', 'expired', 'payment_failed', 'suspended'];

/**
 * The product's figures in one Prometheus registry of its own (never prom-client's global one), with Node's default
 * process metrics: counters of what this instance did, and gauges of the shop's state read from the database at
 * scrape time, so that every instance shows the same shop.
 */
export class PrometheusMetrics {
  readonly registry = new Registry();
  readonly http: HttpRequestMetrics;
  private readonly counters;
  private readonly gauges;
  private readonly shop: CachedShopFigures;
  private lastFigureFailure: unknown = null;
  private lastBackupSeconds = 0;

  constructor(private readonly options: PrometheusMetricsOptions) {
    collectDefaultMetrics({ register: this.registry });
    this.http = new HttpRequestMetrics(this.registry);
    this.shop = new CachedShopFigures(options.shopFigures, options.shopFiguresTtlMs ?? 5000, options.now);
    this.counters = this.makeCounters();
    this.gauges = this.makeGauges();
    this.makeScrapeTimeGauges();
  }

  /** The text Prometheus scrapes, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  /** One request answered on the public port. */
  request(method: string, route: string, status: number, seconds: number): void {
    this.http.observe(method, route, status, seconds);
  }

  photoUploadsInFlight(count: number): void {
    this.gauges.uploadsInFlight.set(count);
  }

  photoUploadRefused(): void {
    this.counters.uploadsRefused.inc();
  }

  queueFailure(queue: QueueName, reason: TaskFailureReason): void {
    this.counters.queueFailures.inc({ queue, reason });
  }

  payment(outcome: PaymentOutcomeLabel): void {
    this.counters.payments.inc({ outcome });
  }

  /** Pages or orders that reconciliation with the provider changed: their notification was lost or late. */
  reconciled(count: number): void {
    if (count > 0) this.counters.reconciled.inc(count);
  }

  notification(outcome: NotificationOutcome): void {
    this.counters.notifications.inc({ outcome });
  }

  pageOpened(): void {
    this.counters.openings.inc();
  }

  housekeepingRound(ok: boolean, at: Date): void {
    this.counters.housekeepingRounds.inc({ result: ok ? 'ok' : 'failed' });
    if (ok) this.gauges.housekeepingLastSuccess.set(at.getTime() / 1000);
  }

  /** The newest snapshot found in the backup destination (taken by any instance, or by the systemd timer). */
  backupSeen(takenAt: Date): void {
    this.backupSucceededAt(takenAt);
  }

  private backupSucceededAt(at: Date): void {
    const seconds = at.getTime() / 1000;
    if (seconds <= this.lastBackupSeconds) return;
    this.lastBackupSeconds = seconds;
    this.gauges.backupLastSuccess.set(seconds);
  }

  recordBackup(backup: BackupRecord): void {
    this.counters.backups.inc({ result: backup.ok ? 'ok' : 'failed' });
    if (!backup.ok) return;
    this.backupSucceededAt(backup.finishedAt);
    this.gauges.backupDuration.set(backup.durationMs / 1000);
    this.gauges.backupSize.set(backup.bytes);
  }

  private makeCounters() {
    const registers = [this.registry];
    return {
      uploadsRefused: new Counter({
        name: 'memories_photo_uploads_refused_total',
        help: 'Requests with photos refused with 503 because PHOTO_UPLOADS_AT_ONCE were being handled.',
        registers,
      }),
      queueFailures: new Counter({
        name: 'memories_queue_failures_total',
        help: 'Failed attempts at queued tasks: temporary (tried again later), refused (for good) or gave_up (out of attempts).',
        labelNames: ['queue', 'reason'] as const,
        registers,
      }),
      payments: new Counter({
        name: 'memories_payments_total',
        help: 'Payments applied to pages and orders (approved, rejected, reversed) or refused (amount_mismatch, unknown_page, duplicate, refused_order).',
        labelNames: ['outcome'] as const,
        registers,
      }),
      reconciled: new Counter({
        name: 'memories_payments_reconciled_total',
        help: 'Pages and orders changed by asking the payment provider, not by a notification.',
        registers,
      }),
      notifications: new Counter({
        name: 'memories_payment_notifications_total',
        help: 'Payment notifications received at the webhook: recorded, refused_signature or ignored (not a payment).',
        labelNames: ['outcome'] as const,
        registers,
      }),
      openings: new Counter({ name: 'memories_page_openings_total', help: 'Openings of public pages counted.', registers }),
      housekeepingRounds: new Counter({
        name: 'memories_housekeeping_rounds_total',
        help: "Housekeeping rounds this instance ran (it held the round's lease), by result.",
        labelNames: ['result'] as const,
        registers,
      }),
      backups: new Counter({
        name: 'memories_backups_total',
        help: 'Backups this instance made, by result.',
        labelNames: ['result'] as const,
        registers,
      }),
    };
  }

  private makeGauges() {
    const registers = [this.registry];
    return {
      uploadsInFlight: new Gauge({
        name: 'memories_photo_uploads_in_flight',
        help: 'Requests with photos being received and processed now.',
        registers,
      }),
      housekeepingLastSuccess: new Gauge({
        name: 'memories_housekeeping_last_success_timestamp_seconds',
        help: 'When this instance last finished a housekeeping round without failure (0: not since it started).',
        registers,
      }),
      backupLastSuccess: new Gauge({
        name: 'memories_backup_last_success_timestamp_seconds',
        help: 'When the last whole backup this instance made finished (0: none since it started).',
        registers,
      }),
      backupDuration: new Gauge({ name: 'memories_backup_duration_seconds', help: 'How long the last whole backup took.', registers }),
      backupSize: new Gauge({
        name: 'memories_backup_size_bytes',
        help: 'The size of the last whole backup’s snapshot (every file it names, sent or already there).',
        registers,
      }),
    };
  }

  /** Gauges whose value is read when scraped: the photo worker's queue, the data folder's disk, the database's figures. */
  private makeScrapeTimeGauges(): void {
    const registers = [this.registry];
    const { photoJobsQueued, dataDir } = this.options;
    new Gauge({
      name: 'memories_photo_jobs_queued',
      help: 'Photos handed to the photo worker process and not processed yet.',
      registers,
      collect() {
        this.set(photoJobsQueued?.() ?? 0);
      },
    });
    // Each reads the file system itself: the registry collects its gauges at once.
    new Gauge({
      name: 'memories_data_dir_free_bytes',
      help: "Free space on DATA_DIR's file system, for the server.",
      registers,
      async collect() {
        const disk = await statfs(dataDir);
        this.set(disk.bavail * disk.bsize);
      },
    });
    new Gauge({
      name: 'memories_data_dir_size_bytes',
      help: "Size of DATA_DIR's file system.",
      registers,
      async collect() {
        const disk = await statfs(dataDir);
        this.set(disk.blocks * disk.bsize);
      },
    });
    new Gauge({
      name: 'memories_data_dir_free_ratio',
      help: "Share of DATA_DIR's file system free for the server (0 to 1).",
      registers,
      async collect() {
        const disk = await statfs(dataDir);
        this.set(disk.blocks > 0 ? disk.bavail / disk.blocks : 0);
      },
    });
    this.makeShopGauges();
  }

  private makeShopGauges(): void {
    const registers = [this.registry];
    const snapshot = () => this.shopSnapshot();
    new Gauge({
      name: 'memories_pages',
      help: 'Pages of the shop by status.',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        const shop = await snapshot();
        if (!shop) return this.reset();
        for (const status of new Set([...PAGE_STATUSES, ...Object.keys(shop.pagesByStatus)])) this.set({ status }, shop.pagesByStatus[status] ?? 0);
      },
    });
    new Gauge({
      name: 'memories_queue_tasks',
      help: 'Queued tasks of the shop still to do (pending) or given up (failed), by queue.',
      labelNames: ['queue', 'status'] as const,
      registers,
      async collect() {
        const shop = await snapshot();
        if (!shop) return this.reset();
        for (const [queue, backlog] of shop.queues) {
          this.set({ queue, status: 'pending' }, backlog.pending);
          this.set({ queue, status: 'failed' }, backlog.failed);
        }
      },
    });
    new Gauge({
      name: 'memories_queue_oldest_pending_age_seconds',
      help: 'Age of the oldest task still to do, by queue (0: none).',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const shop = await snapshot();
        if (!shop) return this.reset();
        const now = Date.now();
        for (const [queue, { oldestPendingAt }] of shop.queues) {
          this.set({ queue }, oldestPendingAt ? Math.max(0, (now - oldestPendingAt.getTime()) / 1000) : 0);
        }
      },
    });
  }

  /**
   * The shop's figures for this scrape (the registry collects its gauges at once: they share one reading), or null
   * when the database cannot answer: those gauges are then left out, and the rest of the scrape still answers.
   */
  private async shopSnapshot(): Promise<ShopSnapshot | null> {
    try {
      return await this.shop.snapshot();
    } catch (error) {
      if (error !== this.lastFigureFailure) this.options.onFiguresFailed?.(error);
      this.lastFigureFailure = error;
      return null;
    }
  }
}
