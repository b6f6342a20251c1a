import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../src/adapters/persistence/mikro-orm/open-database.js';
import { PROJECT_ROOT } from './support/paths.js';
import { progress } from './support/progress.js';
import { serverEnv } from './support/servers.js';
import { ratio } from './support/stats.js';
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
  /** `cp -r` of the data folder to another folder of the same disk: the baseline. */
  readonly plainCopy: TimedCopy;
  /** `memories-cli backup DEST` into an empty folder; `bytes` is what it wrote (its report's bytes.copied). */
  readonly backup: TimedCopy & { readonly reportedMs: number };
  /** The same again, the shop unchanged: a nightly backup that finds every photo in the destination. */
  readonly nightly: TimedCopy & { readonly photosCopied: number };
  /** `memories-cli restore DEST` into an empty data folder. */
  readonly restore: TimedCopy;
  readonly backupRatio: number;
  readonly restoreRatio: number;
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
async function seedShop(dataDir: string, options: BackupOptions): Promise<number> {
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

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function memoriesCli(args: readonly string[], dataDir: string): Promise<Record<string, unknown>> {
  const settings = { ...process.env, ...serverEnv(dataDir, 0, 'warn') };
  // The product's variables of the caller's shell are cleared (undefined), not passed on as the text "undefined".
  const env = Object.fromEntries(Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const { stdout } = await run(process.execPath, [CLI_ENTRY, ...args, '--json'], { env, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Record<string, unknown>;
}

/**
 * The restore drill's cost at scale: a shop of `pages` pages with `photosPerPage` photos each, backed up into an empty
 * folder, backed up again unchanged, and restored into an empty data folder, each against `cp -r` of the same data
 * folder in the same run (all on this machine's disk, so the ratio is the product's own overhead: rows read and
 * written as NDJSON, SHA-256 of every file, manifest, fsync).
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

  const destination = join(await makeTempDir('backups'), 'dest');
  const backup = await timed(() => memoriesCli(['backup', destination], dataDir));
  const backupReport = backup.value as { durationMs: number; bytes: { copied: number } };
  progress(`backup: first backup in ${backup.ms.toFixed(0)} ms`);
  const nightly = await timed(() => memoriesCli(['backup', destination], dataDir));
  const nightlyReport = nightly.value as { photos: { copied: number }; bytes: { copied: number } };

  const restoredDir = join(await makeTempDir('restored'), 'data');
  const restore = await timed(() => memoriesCli(['restore', destination], restoredDir));
  progress(`backup: restore in ${restore.ms.toFixed(0)} ms`);

  return {
    pages: options.pages,
    photosPerPage: options.photosPerPage,
    files,
    dataBytes,
    plainCopy: { ms: plainCopy.ms, bytes: dataBytes },
    backup: { ms: backup.ms, bytes: backupReport.bytes.copied, reportedMs: backupReport.durationMs },
    nightly: { ms: nightly.ms, bytes: nightlyReport.bytes.copied, photosCopied: nightlyReport.photos.copied },
    restore: { ms: restore.ms, bytes: await bytesUnder(restoredDir) },
    backupRatio: ratio(backup.ms, plainCopy.ms),
    restoreRatio: ratio(restore.ms, plainCopy.ms),
  };
}
