import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import request from 'supertest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { loadConfig } from '../../../config/config.js';
import { buildRuntime, type PortAdapters, type Runtime } from '../../../src/adapters/composition/container.js';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import { createWebApp } from '../../../src/adapters/composition/web-server.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import { openDatabase } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { unavailableAvifEncoder } from '../fakes/fake-avif-encoder.js';
import { FixedClock } from '../fakes/fixed-clock.js';
import { copyMigratedDataDir } from '../sqlite/migrated-database.js';
import { tempDir } from '../temp-dir.js';

export const TEST_PUBLIC_URL = 'http://memories.test';
export const UI_INDEX_MARKER = '<!-- memories test ui -->';
export const UI_MEMORY_MARKER = '<!-- memories test public page -->';

export interface TestServer {
  readonly app: Koa;
  readonly http: ReturnType<typeof request>;
  readonly runtime: Runtime;
  readonly clock: FixedClock;
  readonly dataDir: string;
  /** Every file under DATA_DIR/uploads, relative to it. */
  uploadedFiles(): Promise<string[]>;
  /** Rows in the memories table. */
  memoryCount(): Promise<number>;
  /** Sends what the e-mail outbox holds that is due (what the server's worker does every second). */
  deliverEmails(): Promise<void>;
  /** The .eml files in the outbox folder, parsed, oldest first, once the e-mails due are delivered. */
  outbox(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * The real server (SQLite file, sharp, upload folder, file outbox, demo checkout) on a fresh temporary data folder,
 * with a fixed clock and any adapter replaced through `overrides`. No AVIF copies unless `overrides.avifEncoder` gives
 * one (`unavailableAvifEncoder`): an approval would otherwise write files and the page in the background.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; overrides?: Partial<PortAdapters>; clock?: FixedClock } = {},
): Promise<TestServer> {
  const dir = await tempDir();
  const dataDir = join(dir.path, 'data');
  const uiDir = join(dir.path, 'ui');
  await mkdir(uiDir, { recursive: true });
  await writeFile(join(uiDir, 'index.html'), `<!doctype html><html><body>${UI_INDEX_MARKER}</body></html>`);
  await writeFile(join(uiDir, 'memory.html'), `<!doctype html><html><body>${UI_MEMORY_MARKER}</body></html>`);
  await mkdir(join(uiDir, 'assets'), { recursive: true });
  const script = 'console.log("memories");\n'.repeat(50);
  await writeFile(join(uiDir, 'assets', 'app-test.js'), script);
  await writeFile(join(uiDir, 'assets', 'app-test.js.gz'), gzipSync(script));
  await writeFile(join(uiDir, 'assets', 'app-test.js.br'), brotliCompressSync(script));

  await copyMigratedDataDir(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    // Every order of a test comes from 127.0.0.1: only the tests of the limit itself set it.
    ORDER_LIMIT_PER_CLIENT: '100000',
    ...options.env,
  });
  const clock = options.clock ?? new FixedClock(new Date('2026-03-10T15:00:00.000Z'));
  const runtime = await buildRuntime(config, { clock, logger: createLogger('silent'), avifEncoder: unavailableAvifEncoder(), ...options.overrides });
  const app = createWebApp(runtime, { uiDir });
  // A second connection to the same file, as support tools would open it: what it sees is what was committed.
  const inspector = await openDatabase({ dbPath: runtime.paths.database });

  const listFiles = async (folder: string): Promise<string[]> => {
    try {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(folder.length + 1))
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };

  return {
    app,
    http: request(app.callback()),
    runtime,
    clock,
    dataDir,
    uploadedFiles: () => listFiles(runtime.paths.uploads),
    memoryCount: async () => {
      const rows = await inspector.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*) as n from memories');
      return Number(rows[0]!.n);
    },
    deliverEmails: async () => {
      await runtime.container.get(DeliverQueuedEmails).execute();
    },
    outbox: async () => {
      await runtime.container.get(DeliverQueuedEmails).execute();
      const names = (await listFiles(runtime.paths.outbox)).filter((name) => name.endsWith('.eml'));
      return Promise.all(names.map(async (name) => simpleParser(await readFile(join(runtime.paths.outbox, name)))));
    },
    close: async () => {
      await inspector.close();
      await runtime.close();
      await dir.remove();
    },
  };
}
