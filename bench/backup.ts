import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../src/adapters/persistence/mikro-orm/open-database.js';
import { postgresBinDir, postgresUnavailable, startThrowawayPostgres } from '../test/support/postgres/throwaway-postgres.js';
import { PROJECT_ROOT } from './support/paths.js';
import { progress } from './support/progress.js';
import { serverEnv } from './support/servers.js';
import { makeTempDir } from './support/temp-dirs.js';

const run = promisify(execFile);
/** The compiled CLI, as a production install runs it (no TypeScript compiled at start). */
const CLI_ENTRY = join(PROJECT_ROOT, 'dist', 'bin', 'memories-cli.js');

export interface BackupOptions {
  readonly pages: number;
  readonly photosPerPage: number;
}

export interface TimedCopy {
  /** Wall time of the whole process, start-up included, in ms. */
  readonly ms: number;
  readonly bytes: number;
}

export interface BackupFigures {
  readonly pages: number;
  readonly photosPerPage: number;
  /** Files under DATA_DIR/uploads (each photo and its 480 and 960 px widths) and the data folder's bytes. */
  readonly files: number;
  readonly dataBytes: number;
  /** `cp -r` of the data folder to another folder of the same disk: the baseline of the unchanged backup and the restore. */
  readonly plainCopy: TimedCopy;
  /**
   * `cp -r` of the data folder then `sync -f` of the copy's file system: a copy that survives a power cut, as the
   * backup's blobs and the restore's photos are before the manifest or the rows that name them (context, not a budget).
   */
  readonly durableCopyMs: number;
  /** `sqlite3 memories.sqlite .backup` then `cp -r` of the photos: the floor of a first backup on SQLite. */
  readonly sqliteFloorMs: number;
  /** `memories-cli backup DEST` into an empty folder; `bytes` is what it wrote (its report's bytes.copied). */
  readonly backup: TimedCopy & { readonly reportedMs: number };
  /** The same again, the shop unchanged: a nightly backup that finds every photo in the destination. */
  readonly nightly: TimedCopy & { readonly photosCopied: number };
  /** `memories-cli restore DEST` into an empty data folder. */
  readonly restore: TimedCopy;
  /** The same shop on PostgreSQL (restored there from the SQLite snapshot), when PostgreSQL is installed. */
  readonly postgresql: PostgresqlBackupFigures | null;
}

export interface PostgresqlBackupFigures {
  /** `pg_dump -Fc` of the database then `cp -r` of the photos: the floor of a backup on PostgreSQL. */
  readonly floorMs: number;
  /** `memories-cli backup DEST` into an empty folder. */
  readonly backupMs: number;
}

/** A photo's three files as the product stores them, with sizes of a phone photo's: no two alike (random bytes, like WebP). */
async function writePhoto(folder: string, stem: string): Promise<number> {
  const size = 100_000 + Math.floor(Math.random() * 200_000);
  const widths: [string, number][] = [
    [`${stem}.webp`, size],
    [`${stem}-960.webp`, Math.floor(size * 0.45)],
    [`${stem}-480.webp`, Math.floor(size * 0.15)],
  ];
  for (const [name, bytes] of widths) await writeFile(join(folder, name), randomBytes(bytes));
  return widths.reduce((sum, [, bytes]) => sum + bytes, 0);
}

/** `pages` active premium pages, their rows inserted by SQL and their photos written as files, straight to the data folder. */
export async function seedShop(dataDir: string, options: BackupOptions): Promise<number> {
  const database = await openDatabase({ dbPath: join(dataDir, 'memories.sqlite') });
  let files = 0;
  try {
    const connection = database.orm.em.getConnection();
    for (let n = 1; n <= options.pages; n++) {
      const id = `bk${String(n).padStart(14, '0')}`;
      const folder = join(dataDir, 'uploads', id);
      await mkdir(folder, { recursive: true });
      const photos: string[] = [];
      for (let p = 1; p <= options.photosPerPage; p++) {
        const stem = `foto${p}${randomBytes(6).toString('hex')}`;
        await writePhoto(folder, stem);
        photos.push(`/uploads/${id}/${stem}.webp`);
        files += 3;
      }
      const now = Date.now();
      await connection.execute(
        'insert into "memories" ("id", "slug", "your_name", "loved_name", "dating_since", "message", "plan", "youtube", "email", "photos", "status", ' +
          '"created_at", "updated_at", "paid_at", "ends_at", "edit_token_version", "version") ' +
          "values (?, 'ana-e-joao', 'Ana', 'João', '2021-06-12T20:30', 'Mensagem', 'premium', null, ?, ?, 'active', ?, ?, ?, null, 1, 1)",
        [id, `p${n}@example.com`, JSON.stringify(photos), now, now, now],
      );
    }
  } finally {
    await database.close();
  }
  return files;
}

async function bytesUnder(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** Times `work`, after writing out what earlier steps left in the page cache, so that none of it lands on this one. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  await run('sync');
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function memoriesCli(args: readonly string[], dataDir: string, extra: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const settings = { ...process.env, ...serverEnv(dataDir, 0, 'warn'), ...extra };
  // The product's variables of the caller's shell are cleared (undefined), not passed on as the text "undefined".
  const env = Object.fromEntries(Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const { stdout } = await run(process.execPath, [CLI_ENTRY, ...args, '--json'], { env, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** `sqlite3 .backup` of the database, then `cp -r` of the photos: what a first backup on SQLite cannot beat. */
async function sqliteFloor(dataDir: string): Promise<number> {
  const target = await makeTempDir('sqlite-floor');
  const copy = await timed(async () => {
    await run('sqlite3', [join(dataDir, 'memories.sqlite'), `.backup ${join(target, 'memories.sqlite')}`]);
    await run('cp', ['-r', join(dataDir, 'uploads'), join(target, 'uploads')]);
  });
  return copy.ms;
}

/**
 * The same shop on PostgreSQL: restored there from `source` (rows into a throwaway cluster's database, photos into a
 * data folder of its own), then `pg_dump -Fc` + `cp -r` of the photos against `memories-cli backup` into an empty folder.
 */
async function benchPostgresqlBackup(source: string): Promise<PostgresqlBackupFigures | null> {
  const bin = postgresBinDir();
  if (postgresUnavailable() || !bin) {
    progress('backup: PostgreSQL is not installed; its backup is not measured');
    return null;
  }
  const cluster = await startThrowawayPostgres();
  try {
    const site = { DATABASE_URL: await cluster.createDatabase(), APP_SECRET: 'b'.repeat(40) };
    const dataDir = join(await makeTempDir('pg-site'), 'data');
    await memoriesCli(['restore', source], dataDir, site);
    const floorTarget = await makeTempDir('pg-floor');
    const floor = await timed(async () => {
      await run(join(bin, 'pg_dump'), ['-Fc', '-f', join(floorTarget, 'memories.dump'), site.DATABASE_URL]);
      await run('cp', ['-r', join(dataDir, 'uploads'), join(floorTarget, 'uploads')]);
    });
    const backup = await timed(() => memoriesCli(['backup', join(floorTarget, 'dest')], dataDir, site));
    progress(`backup: on PostgreSQL in ${backup.ms.toFixed(0)} ms (pg_dump -Fc + cp -r: ${floor.ms.toFixed(0)} ms)`);
    return { floorMs: floor.ms, backupMs: backup.ms };
  } finally {
    await cluster.remove();
  }
}

/**
 * The restore drill's cost at scale: a shop of `pages` pages with `photosPerPage` photos each, backed up into an empty
 * folder, backed up again unchanged, and restored into an empty data folder, each beside its floor measured in the
 * same run on this machine's disk: `sqlite3 .backup` + `cp -r` of the photos for the first backup, `cp -r` of the data
 * folder for the others, `pg_dump -Fc` + `cp -r` for the same shop on PostgreSQL. Every figure is a whole process's
 * wall time, start-up included. `BENCH_ONLY=backup npm run bench` runs this section alone.
 */
export async function benchBackup(options: BackupOptions): Promise<BackupFigures> {
  // Opening the database migrates it, as the server's first start does.
  const dataDir = await makeTempDir('data');
  progress(`backup: seeding ${options.pages} pages with ${options.photosPerPage} photos each`);
  const files = await seedShop(dataDir, options);
  const dataBytes = await bytesUnder(dataDir);

  const copyTarget = join(await makeTempDir('plain-copy'), 'data');
  const plainCopy = await timed(() => run('cp', ['-r', dataDir, copyTarget]));
  progress(`backup: cp -r of ${(dataBytes / 1e6).toFixed(0)} MB in ${plainCopy.ms.toFixed(0)} ms`);
  const durableTarget = join(await makeTempDir('durable-copy'), 'data');
  const durableCopy = await timed(async () => {
    await run('cp', ['-r', dataDir, durableTarget]);
    await run('sync', ['-f', durableTarget]);
  });
  const sqliteFloorMs = await sqliteFloor(dataDir);

  const destination = join(await makeTempDir('backups'), 'dest');
  const backup = await timed(() => memoriesCli(['backup', destination], dataDir));
  const backupReport = backup.value as { durationMs: number; bytes: { copied: number } };
  progress(`backup: first backup in ${backup.ms.toFixed(0)} ms (sqlite3 .backup + cp -r: ${sqliteFloorMs.toFixed(0)} ms)`);
  const nightly = await timed(() => memoriesCli(['backup', destination], dataDir));
  const nightlyReport = nightly.value as { photos: { copied: number }; bytes: { copied: number } };

  const restoredDir = join(await makeTempDir('restored'), 'data');
  const restore = await timed(() => memoriesCli(['restore', destination, '--create-database'], restoredDir));
  progress(`backup: restore in ${restore.ms.toFixed(0)} ms`);

  return {
    pages: options.pages,
    photosPerPage: options.photosPerPage,
    files,
    dataBytes,
    plainCopy: { ms: plainCopy.ms, bytes: dataBytes },
    durableCopyMs: durableCopy.ms,
    sqliteFloorMs,
    backup: { ms: backup.ms, bytes: backupReport.bytes.copied, reportedMs: backupReport.durationMs },
    nightly: { ms: nightly.ms, bytes: nightlyReport.bytes.copied, photosCopied: nightlyReport.photos.copied },
    restore: { ms: restore.ms, bytes: await bytesUnder(restoredDir) },
    postgresql: await benchPostgresqlBackup(destination),
  };
}
