import { copyFile, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runNode, type ProcessRun } from '../support/cli/run-process.js';
import { nodeArgsFor } from '../support/compiled/product-entries.js';
import { MAIN, runCli, startServer, type ServerProcess } from '../support/crash/server-processes.js';
import { formData, validCreateForm } from '../support/http/forms.js';
import { queryRows } from '../support/live-server.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';

/**
 * The real server (src/main.ts) on a data folder whose database went missing, was replaced by an empty one or by an
 * older copy, or whose photo folder went missing: it refuses to start in one sentence naming both places, and not one
 * photo file is removed. `memories-cli shop adopt` and `quarantine restore` are the operator's way out.
 */

let jpeg: Buffer;
let dir: Awaited<ReturnType<typeof tempDir>>;
let dataDir: string;
const running: ServerProcess[] = [];
const database = () => join(dataDir, 'memories.sqlite');
const uploads = () => join(dataDir, 'uploads');

beforeAll(async () => {
  jpeg = await jpegImage(64, 48);
});
beforeEach(async () => {
  dir = await tempDir();
  dataDir = join(dir.path, 'data');
});
afterEach(async () => {
  for (const server of running.splice(0)) await server.kill();
  await dir.remove();
});

const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });

/** Starts the server and waits for it to be ready; resolves its origin. */
async function start(): Promise<{ origin: string; server: ServerProcess }> {
  const server = startServer(MAIN, env());
  running.push(server);
  return { origin: `http://127.0.0.1:${await server.ready()}`, server };
}

/** A start that must fail: resolves how it ended and what it printed. */
const startRefused = (): Promise<ProcessRun> =>
  runNode([...nodeArgsFor(MAIN)], { env: { PORT: '0', HOST: '127.0.0.1', ...env() }, timeoutMs: 20_000, stopWhen: /"msg":"ready"/ });

/** Buys `count` pages with one photo each on the demo checkout; resolves their ids and photo paths. */
async function buyPages(origin: string, count: number): Promise<{ id: string; photos: string[] }[]> {
  const pages = [];
  for (let i = 0; i < count; i++) {
    const created = await fetch(`${origin}/api/create-payment`, { method: 'POST', body: formData(validCreateForm(), [jpeg]) });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { init_point: string }).init_point.split('/').pop()!;
    expect((await fetch(`${origin}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const [row] = await queryRows<{ photos: string }>(database(), 'select `photos` from `memories` where `id` = ?', [id]);
    pages.push({ id, photos: JSON.parse(row!.photos) as string[] });
  }
  return pages;
}

/** Stops the server as an operator does, so that the SQLite file is whole (its write-ahead log folded in). */
async function stop(server: ServerProcess): Promise<void> {
  expect((await server.kill('SIGTERM')).code).toBe(0);
}

/** Every file under the photo folder, as a sorted list of paths within it: what must not change. */
async function photoFiles(): Promise<string[]> {
  const entries = await readdir(uploads(), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(uploads(), join(entry.parentPath, entry.name)))
    .sort();
}

async function removeDatabase(): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) await rm(`${database()}${suffix}`, { force: true });
}

/** Exit code 1 and one line on stderr naming both places and the command that says "this is the shop". */
function expectRefusal(run: ProcessRun, ...parts: string[]): void {
  expect(run.code).toBe(1);
  expect(run.stdout).not.toContain('"msg":"ready"');
  const lines = run.stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  for (const part of [database(), uploads(), 'memories-cli shop adopt', ...parts]) expect(lines[0]).toContain(part);
}

const photoStatus = async (origin: string, path: string) => (await fetch(`${origin}/api${path}`)).status;

describe('a new shop', () => {
  it('writes its id once, in the database and beside the photos, and starts again on it', async () => {
    const first = await start();
    await stop(first.server);
    const [row] = await queryRows<{ shop_id: string }>(database(), 'select `shop_id` from `shop_identity`');
    const marker = JSON.parse(await readFile(join(uploads(), '_shop.json'), 'utf8')) as { shopId: string };
    expect(marker.shopId).toBe(row!.shop_id);
    expect(row!.shop_id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await start();
    await stop(again.server);
    expect(await queryRows(database(), 'select `shop_id` from `shop_identity`')).toEqual([row]);
  });
});

describe('the server refuses a database that does not belong to its photos, and removes no photo', () => {
  it('the SQLite file deleted beside a folder full of photos', async () => {
    const { origin, server } = await start();
    await buyPages(origin, 4);
    await stop(server);
    const before = await photoFiles();
    expect(before.filter((file) => file.endsWith('.jpg') || file.endsWith('.webp')).length).toBeGreaterThanOrEqual(4);

    await removeDatabase();
    expectRefusal(await startRefused(), 'não tem nenhuma página', '4 pastas');

    expect(await photoFiles()).toEqual(before);
    // The refused start leaves no new, empty database behind for the next start to take for a shop.
    expect((await readdir(dataDir)).filter((name) => name.startsWith('memories.sqlite'))).toEqual([]);
    expectRefusal(await startRefused(), 'não tem nenhuma página', '4 pastas');
  });

  it('the SQLite file replaced by an empty one (another shop, new)', async () => {
    const { origin, server } = await start();
    await buyPages(origin, 3);
    await stop(server);
    const before = await photoFiles();
    // An empty shop of its own: started once in another folder, with its own id.
    const other = join(dir.path, 'other');
    const otherRun = await runNode([...nodeArgsFor(MAIN)], {
      env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: other },
      timeoutMs: 20_000,
      stopWhen: /"msg":"ready"/,
    });
    expect(otherRun.code).toBe(0);
    await removeDatabase();
    await copyFile(join(other, 'memories.sqlite'), database());

    expectRefusal(await startRefused(), 'são de lojas diferentes');

    expect(await photoFiles()).toEqual(before);
  });

  it("an older copy of the SQLite file restored: refused; adopted on the operator's word, the newer pages' photos wait in the quarantine and come back", async () => {
    const { origin, server } = await start();
    await buyPages(origin, 2);
    await stop(server);
    const older = join(dir.path, 'older.sqlite');
    await copyFile(database(), older);
    const second = await start();
    const newer = await buyPages(second.origin, 5);
    await stop(second.server);
    const newest = join(dir.path, 'newest.sqlite');
    await copyFile(database(), newest);
    const before = await photoFiles();

    await removeDatabase();
    await copyFile(older, database());
    expectRefusal(await startRefused(), 'não conhece 5 das 7 pastas de fotos');
    expect(await photoFiles()).toEqual(before);

    const adopted = await runCli(['shop', 'adopt'], env());
    expect(adopted.stderr).toBe('');
    expect(adopted.code).toBe(0);
    expect(adopted.stdout).toContain('Postas na quarentena: 5 pasta(s)');
    // Nothing deleted: the five folders moved into the quarantine, inside the photo folder.
    expect((await photoFiles()).length).toBe(before.length);
    const listed = await runCli(['quarantine', 'list', '--json'], env());
    expect((JSON.parse(listed.stdout) as { memoryId: string }[]).map((entry) => entry.memoryId).sort()).toEqual(newer.map((page) => page.id).sort());

    // The newest database turns up again: the server starts, and the photos come back from the quarantine.
    await removeDatabase();
    await copyFile(newest, database());
    const third = await start();
    const page = newer[0]!;
    expect(await photoStatus(third.origin, page.photos[0]!)).toBe(404);
    const restored = await runCli(['quarantine', 'restore', page.id], env());
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`${page.id}: `);
    expect(await photoStatus(third.origin, page.photos[0]!)).toBe(200);
    await stop(third.server);
    // Several starts and commands of real processes, on a machine that may be busy.
  }, 300_000);

  it('the photo folder gone beside a database whose pages have photos', async () => {
    const { origin, server } = await start();
    await buyPages(origin, 2);
    await stop(server);
    await rm(uploads(), { recursive: true });

    expectRefusal(await startRefused(), 'as fotos', 'sumiram');
  });
});

describe('a photo folder lost under a running server', () => {
  it('/healthz answers 503 naming the storage, and memories-cli stats says so', async () => {
    const { origin, server } = await start();
    const [page] = await buyPages(origin, 2);
    const healthyStats = await runCli(['stats'], env());
    expect(healthyStats.stdout).toContain(`Armazenamento de fotos: ok (${uploads()}; 2 de 2 fotos conferidas)`);

    await rm(uploads(), { recursive: true });

    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'ok', storage: 'failing' });
    expect(await photoStatus(origin, page!.photos[0]!)).toBe(404);
    const stats = await runCli(['stats'], env());
    expect(stats.stdout).toContain(`Armazenamento de fotos: FALHANDO: ${uploads()} não tem a marca desta loja`);
    await stop(server);
  });
});
