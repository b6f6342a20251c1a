/**
 * The server as src/main.ts starts it (same composition, queue workers and HTTP app), except that it kills itself with
 * SIGKILL, as an out-of-memory killer or a power cut would, the first time it reaches the step named by CRASH_AT:
 *
 *   email:before-send    an e-mail's task is claimed, nothing handed to the mailer yet
 *   email:during-send    the file outbox wrote the .eml under its temporary name, not yet renamed into place
 *   email:after-send     the mailer has handed the e-mail over (file renamed, or 250 from the SMTP server)
 *   email:after-done     the task is recorded as done
 *   photos:processing    the first photo of a request is being processed
 *   photos:during-save   the first photo of a save is in place, the next one only in its temporary file
 *   photos:saved         every photo of the request is stored, its row not yet written
 *   memory:added         a new memory's row is stored (photos named), its checkout not opened
 *   memory:updated       an edit is committed, the photos it replaced not yet deleted
 *   anniversary:before-record  the anniversary round is about to record a page's anniversary and queue its e-mail
 *   anniversary:recorded       the anniversary and its e-mail are committed, the round not over
 *   delivery:before-mark  the delivery round is about to mark a page's delivery sent and queue its two e-mails
 *   delivery:marking      inside that transaction: the delivery marked sent, its e-mails not queued, nothing committed
 *   delivery:marked       the "sent" and both e-mails are committed, the round not over
 *
 * With CRASH_HOUSEKEEPING=1 it also runs the hourly housekeeping (every HOUSEKEEPING_PERIOD_MS), as src/main.ts does.
 * Before dying it writes `{"msg":"crash","step":…}` on stdout (a pipe: written at once), so a test knows where it died.
 * Every adapter is the real one, wrapped; nothing else differs from production.
 */
import { writeSync, type PathLike } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../config/config.js';
import { buildRuntime } from '../../../src/adapters/composition/container.js';
import { dataPaths } from '../../../src/adapters/composition/data-paths.js';
import { startServerHousekeeping, startServerQueueWorkers } from '../../../src/adapters/composition/scheduling.js';
import { createWebApp, listen } from '../../../src/adapters/composition/web-server.js';
import { FileMailer } from '../../../src/adapters/mail/file-mailer.js';
import { SmtpMailer } from '../../../src/adapters/mail/smtp-mailer.js';
import { MikroOrmMemoryRepository } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlAnniversaryEmails } from '../../../src/adapters/persistence/mikro-orm/sql-anniversary-emails.js';
import { openDatabase, type Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { SqlRecipientDeliveries } from '../../../src/adapters/persistence/mikro-orm/sql-recipient-deliveries.js';
import { EmailOutboxSchema } from '../../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import { ChildProcessPhotoProcessor } from '../../../src/adapters/photos/child-process-photo-processor.js';
import { FilesystemPhotoStorage } from '../../../src/adapters/storage/filesystem-photo-storage.js';
import type { AnniversaryEmails } from '../../../src/application/ports/anniversary-emails.js';
import type { EmailOutbox } from '../../../src/application/ports/email-outbox.js';
import type { Mailer } from '../../../src/application/ports/mailer.js';
import type { MemoryRepository } from '../../../src/application/ports/memory-repository.js';
import type { PhotoProcessor } from '../../../src/application/ports/photo-processor.js';
import type { PhotoStorage } from '../../../src/application/ports/photo-storage.js';
import type { RecipientDeliveries } from '../../../src/application/ports/recipient-deliveries.js';

const crashAt = process.env.CRASH_AT ?? '';

function reached(step: string): void {
  if (step !== crashAt) return;
  writeSync(1, `${JSON.stringify({ msg: 'crash', step })}\n`);
  process.kill(process.pid, 'SIGKILL');
}

/** The object, with `after(name)` run once its method `name` resolved. */
function crashingAfter<T extends object>(target: T, steps: Partial<Record<keyof T & string, string>>): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      const step = typeof property === 'string' ? steps[property as keyof T & string] : undefined;
      if (step === undefined) return value.bind(object);
      return async (...args: unknown[]) => {
        const result: unknown = await value.apply(object, args);
        reached(step);
        return result;
      };
    },
  });
}

/** Renames go through `fs/promises`: seen here, the steps inside a write can be told apart. */
function watchRenames(uploadsDir: string): void {
  const fsPromises = createRequire(import.meta.url)('node:fs/promises') as { rename: (from: PathLike, to: PathLike) => Promise<void> };
  const rename = fsPromises.rename;
  const photoRenames: Promise<void>[] = [];
  fsPromises.rename = async (from, to) => {
    const target = String(to);
    if (target.endsWith('.eml')) reached('email:during-send');
    if (!target.startsWith(uploadsDir)) return rename(from, to);
    if (photoRenames.length === 1) {
      // The first photo all the way in place, the second only in its temporary file.
      await Promise.allSettled(photoRenames);
      reached('photos:during-save');
    }
    const renamed = rename(from, to);
    photoRenames.push(renamed);
    return renamed;
  };
  syncBuiltinESMExports();
}

/** Statements go through the connection's `execute`: seen here, a delivery's transaction can be stopped half-way. */
function watchDeliveryEmailInserts(database: Database): void {
  const connection = database.orm.em.getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((sql: unknown, params?: unknown[], ...rest: unknown[]) => {
    // The recipient's e-mail is the first one markSent queues, after its update.
    const queuesDelivery =
      typeof sql === 'string' && sql.startsWith('insert into "email_outbox"') && String(params?.[0]).includes('"reason":"delivery"');
    if (queuesDelivery) reached('delivery:marking');
    return (execute as (...args: unknown[]) => Promise<unknown>)(sql, params, ...rest);
  }) as typeof connection.execute;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const paths = dataPaths(config);
  watchRenames(paths.uploads);
  const database = await openDatabase({ dbPath: paths.database });
  watchDeliveryEmailInserts(database);

  const realMailer: Mailer =
    config.mail.transport === 'smtp'
      ? new SmtpMailer({ url: config.mail.url, from: config.mailFrom })
      : new FileMailer({ outboxDir: paths.outbox, from: config.mailFrom });
  const mailer: Mailer = {
    async sendPageLinks(email, options) {
      reached('email:before-send');
      await realMailer.sendPageLinks(email, options);
      reached('email:after-send');
    },
    async sendPageOpened(email, options) {
      reached('email:before-send');
      await realMailer.sendPageOpened(email, options);
      reached('email:after-send');
    },
    async sendAnniversary(email, options) {
      reached('email:before-send');
      await realMailer.sendAnniversary(email, options);
      reached('email:after-send');
    },
    async sendPageReply(email, options) {
      reached('email:before-send');
      await realMailer.sendPageReply(email, options);
      reached('email:after-send');
    },
    async sendDelivery(email, options) {
      reached('email:before-send');
      await realMailer.sendDelivery(email, options);
      reached('email:after-send');
    },
    async sendLetterOpened(email, options) {
      reached('email:before-send');
      await realMailer.sendLetterOpened(email, options);
      reached('email:after-send');
    },
    async sendQuestionAlert(email, options) {
      reached('email:before-send');
      await realMailer.sendQuestionAlert(email, options);
      reached('email:after-send');
    },
  };
  const realProcessor = new ChildProcessPhotoProcessor({ maxBytes: config.photoMaxBytes, maxPixels: config.photoMaxPixels });
  const photoProcessor: PhotoProcessor = {
    process(upload) {
      const processed = realProcessor.process(upload);
      reached('photos:processing');
      return processed;
    },
  };

  const anniversaries = new SqlAnniversaryEmails(database);
  const anniversaryEmails: AnniversaryEmails = {
    async record(memoryId, years, email) {
      reached('anniversary:before-record');
      const queued = await anniversaries.record(memoryId, years, email);
      reached('anniversary:recorded');
      return queued;
    },
    find: (memoryId) => anniversaries.find(memoryId),
    turnEmailsOff: (memoryId, at) => anniversaries.turnEmailsOff(memoryId, at),
    importEmails: (memoryId, record) => anniversaries.importEmails(memoryId, record),
  };
  const deliveries = new SqlRecipientDeliveries(database);
  const recipientDeliveries: RecipientDeliveries = {
    async markSent(memoryId, at, emails) {
      reached('delivery:before-mark');
      const marked = await deliveries.markSent(memoryId, at, emails);
      reached('delivery:marked');
      return marked;
    },
    find: (memoryId) => deliveries.find(memoryId),
    save: (delivery) => deliveries.save(delivery),
    dueBy: (now, limit) => deliveries.dueBy(now, limit),
  };
  const runtime = await buildRuntime(config, {
    anniversaryEmails,
    recipientDeliveries,
    mailer,
    photoProcessor,
    emailOutbox: crashingAfter<EmailOutbox>(new MikroOrmTaskQueue(database, EmailOutboxSchema), { finish: 'email:after-done' }),
    repository: crashingAfter<MemoryRepository>(new MikroOrmMemoryRepository(database), { add: 'memory:added', update: 'memory:updated' }),
    photoStorage: crashingAfter<PhotoStorage>(new FilesystemPhotoStorage(paths.uploads), { save: 'photos:saved' }),
  });
  const workers = startServerQueueWorkers(runtime);
  const server = await listen(createWebApp(runtime, { workers }), config.host, config.port);
  if (process.env.CRASH_HOUSEKEEPING === '1') startServerHousekeeping(runtime, config.housekeepingPeriodMs);
  process.on('SIGTERM', () => {
    server.close(
      () =>
        void workers
          .stop()
          .then(() => runtime.close())
          .then(() => database.close())
          .then(() => process.exit(0)),
    );
    server.closeAllConnections();
  });
  writeSync(1, `${JSON.stringify({ msg: 'ready', port: (server.address() as AddressInfo).port })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`crashing server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
