import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config.js';
import { buildRuntime } from '../../../src/adapters/composition/container.js';
import { dataPaths, type DataPaths } from '../../../src/adapters/composition/data-paths.js';
import { PORTS } from '../../../src/adapters/composition/ports.js';
import { ConfirmPayment } from '../../../src/application/payments/confirm-payment.js';
import { CreateMemory } from '../../../src/application/buyer/create-memory.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import { openDatabase } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { photoOfVariantUrl, smallerPhotoUrls } from '../../../src/domain/memory/photo-variants.js';
import { storedAsGiven } from '../../support/fakes/fake-photo-processor.js';
import { ageTree, CRASHING_SERVER, eventually, MAIN, runCli, startServer, type ServerProcess } from '../../support/crash/server-processes.js';

/**
 * A server killed (SIGKILL) at each step of an order or an owner's edit, then restarted later (src/main.ts on the same
 * DATA_DIR, the files made to look two hours old): after the start-up sweep, the files on disk are exactly the photos
 * the rows name. No photo a row names is lost, no file or folder no row names stays, no temporary file stays.
 */

const TWO_HOURS = 2 * 60 * 60 * 1000;

interface DiskAgainstRows {
  /** Files in a memory's folder that its row does not name (temporary files included), as `{id}/{file}`. */
  readonly unnamed: string[];
  /** Folders of memories without a row. */
  readonly foldersWithoutRow: string[];
  /** Photos a row names that are not on disk. */
  readonly missing: string[];
  readonly rows: number;
}

let jpeg: Buffer;
let dir: string;
let paths: DataPaths;
const running: ServerProcess[] = [];

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .jpeg()
    .toBuffer();
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-crash-photos-'));
  paths = dataPaths(loadConfig({ DATA_DIR: join(dir, 'data') }));
});

afterEach(async () => {
  for (const server of running.splice(0)) await server.kill();
  await rm(dir, { recursive: true, force: true });
});

function start(entry: string, env: Record<string, string> = {}): ServerProcess {
  const server = startServer(entry, { DATA_DIR: paths.dataDir, LOG_LEVEL: 'info', ...env });
  running.push(server);
  return server;
}

/** The memories' folders in the photo folder: the shop's mark (`_shop.json`) and the quarantine (`_quarantine/`) are no memory's. */
async function memoryFolders(): Promise<string[]> {
  return (await readdir(paths.uploads).catch(() => [] as string[])).filter((name) => !name.startsWith('_'));
}

/** The files the sweeps put in the quarantine (a photo with its widths as one), whatever their round and memory. */
async function quarantined(): Promise<string[]> {
  const files = await readdir(join(paths.uploads, '_quarantine'), { recursive: true }).catch(() => [] as string[]);
  // A photo's smaller widths go with it, counted as one, as the rows count them.
  return withoutWidthsOfPresentPhotos(
    files
      .map((file) => file.split('/'))
      .filter((parts) => parts.length === 3)
      .map((parts) => parts[2]!),
  );
}

async function diskAgainstRows(): Promise<DiskAgainstRows> {
  const database = await openDatabase({ dbPath: paths.database });
  let rows: { id: string; photos: string }[];
  try {
    rows = await database.orm.em.fork().getConnection().execute<{ id: string; photos: string }[]>('select `id`, `photos` from `memories`');
  } finally {
    await database.close();
  }
  const named = new Map(rows.map((row) => [row.id, new Set((JSON.parse(row.photos) as string[]).map((path) => path.split('/').pop()!))]));
  // A row names its photos and, with each, its smaller widths.
  const namedWithWidths = new Map([...named].map(([id, files]) => [id, new Set([...files].flatMap((file) => [file, ...smallerPhotoUrls(file)]))]));
  const folders = await memoryFolders();
  const result: DiskAgainstRows = { unnamed: [], foldersWithoutRow: [], missing: [], rows: rows.length };
  for (const folder of folders) {
    // The sweep of a running server may move the folder to the quarantine between the listing and this read.
    const files = await readdir(join(paths.uploads, folder)).catch(() => null);
    if (files === null) continue;
    if (!named.has(folder)) result.foldersWithoutRow.push(folder);
    for (const file of withoutWidthsOfPresentPhotos(files)) {
      if (!namedWithWidths.get(folder)?.has(file)) result.unnamed.push(`${folder}/${file}`);
    }
  }
  for (const [id, files] of named) {
    const present = new Set(await readdir(join(paths.uploads, id)).catch(() => [] as string[]));
    for (const file of files) if (!present.has(file)) result.missing.push(`${id}/${file}`);
  }
  return result;
}

/** A photo's smaller widths go with it (counted and swept with it); one whose photo is not there stands alone. */
function withoutWidthsOfPresentPhotos(files: readonly string[]): string[] {
  const present = new Set(files);
  return files.filter((file) => {
    const width = photoOfVariantUrl(file);
    return width === null || !present.has(width.photoUrl);
  });
}

/** The photos of requests under way (or cut short by the crash), in DATA_DIR/incoming. */
const stagedUploads = async () =>
  (await readdir(paths.incoming, { recursive: true }).catch(() => [] as string[])).filter((name) => name.endsWith('.upload'));

const isClean = (state: DiskAgainstRows) => state.unnamed.length + state.foldersWithoutRow.length + state.missing.length === 0;

/** A published page with two photos, and its edit token. */
async function pageWithTwoPhotos(): Promise<{ id: string; token: string; photos: readonly string[] }> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: paths.dataDir, LOG_LEVEL: 'silent' });
  const runtime = await buildRuntime(config, { logger: createLogger('silent'), photoProcessor: storedAsGiven });
  try {
    const { memoryId } = await runtime.container.get(CreateMemory).execute({
      ...orderFields(),
      photos: [new Uint8Array([1]), new Uint8Array([2])],
    });
    await runtime.container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome: 'approved' });
    const memory = (await runtime.container.get(PORTS.MemoryRepository).findById(memoryId))!;
    return { id: memoryId, token: runtime.container.get(PORTS.EditTokens).issue(memoryId, memory.editTokenVersion), photos: memory.photos };
  } finally {
    await runtime.close();
  }
}

function orderFields() {
  return {
    yourName: 'Ana',
    lovedName: 'João',
    datingSince: '2021-06-12T20:30',
    message: 'mensagem',
    plan: 'premium' as const,
    youtube: '',
    email: 'ana@example.com',
  };
}

function form(fields: Record<string, string>, photos: number): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (let i = 0; i < photos; i++) body.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `foto-${i + 1}.jpg`);
  return body;
}

/** Starts the crashing server, sends it the request, and waits until it killed itself at `step`. */
async function crashDuring(step: string, request: (origin: string) => Promise<Response>): Promise<void> {
  const server = start(CRASHING_SERVER, { CRASH_AT: step });
  const origin = `http://127.0.0.1:${await server.ready()}`;
  await request(origin).then(
    async (response) => expect.fail(`the server answered ${response.status} ${await response.text()} instead of dying`),
    () => {},
  );
  await server.waitForLog((entry) => entry.msg === 'crash' && entry.step === step);
  expect((await server.exited).signal).toBe('SIGKILL');
}

/**
 * Restarts the real server later (every file made two hours old) and waits until the files match the rows, and, when
 * the crash left something to sweep, for the sweep's log line.
 */
async function restartLater(leftSomething: boolean): Promise<{ state: DiskAgainstRows; sweptLog: Record<string, unknown> | null }> {
  await ageTree(paths.uploads, TWO_HOURS);
  await ageTree(paths.incoming, TWO_HOURS);
  const server = start(MAIN);
  await server.ready();
  const state = await eventually(
    async () => {
      const now = await diskAgainstRows();
      return isClean(now) ? now : undefined;
    },
    30_000,
    'the files on disk to match the rows',
  );
  const sweptLog = leftSomething ? await server.waitForLog((entry) => entry.msg === 'photo files no page names put in the quarantine', 10_000) : null;
  await server.kill('SIGTERM');
  return { state, sweptLog };
}

describe('a server killed while taking an order with photos', () => {
  const create = (origin: string) => fetch(`${origin}/api/create-payment`, { method: 'POST', body: form(orderFields(), 2) });

  it.each([
    ['photos:processing', { rows: 0, unnamed: 0, foldersWithoutRow: 0 }],
    ['photos:saved', { rows: 0, unnamed: 2, foldersWithoutRow: 1 }],
    ['memory:added', { rows: 1, unnamed: 0, foldersWithoutRow: 0 }],
  ] as const)('killed at %s: after the restart the files are exactly the photos the rows name', async (step, leftByCrash) => {
    await crashDuring(step, create);
    const atCrash = await diskAgainstRows();
    expect({ rows: atCrash.rows, unnamed: atCrash.unnamed.length, foldersWithoutRow: atCrash.foldersWithoutRow.length }).toEqual(leftByCrash);
    // The uploads were streamed to files, which the request would have removed once answered.
    expect(await stagedUploads()).toHaveLength(2);

    const { state } = await restartLater(!isClean(atCrash));

    expect(state.rows).toBe(leftByCrash.rows);
    await eventually(async () => ((await stagedUploads()).length === 0 ? true : undefined), 10_000, 'the start-up sweep of interrupted uploads');
    if (leftByCrash.rows === 1) expect(await memoryFolders()).toHaveLength(1);
    else expect(await memoryFolders()).toEqual([]);
    // What no row names was put in the quarantine, not deleted.
    expect(await quarantined()).toHaveLength(leftByCrash.unnamed);
  });

  it('killed half-way through saving the photos: the start-up sweep puts the photo, the temporary file and the folder in the quarantine, and says so in the log and in memories-cli stats', async () => {
    await crashDuring('photos:during-save', create);
    const atCrash = await diskAgainstRows();
    expect(atCrash.foldersWithoutRow).toHaveLength(1);
    // One file in place (the first photo, or one of its widths), the next one (and perhaps more) in a temporary file.
    const tmp = atCrash.unnamed.filter((file) => file.endsWith('.tmp')).length;
    expect(atCrash.unnamed.length - tmp).toBe(1);
    expect(tmp).toBeGreaterThanOrEqual(1);
    await ageTree(paths.uploads, TWO_HOURS);
    const before = await runCli(['stats', '--json'], { DATA_DIR: paths.dataDir });
    expect(before.stderr).toBe('');
    expect(JSON.parse(before.stdout).orphanedPhotos).toEqual({ photos: 1, leftovers: tmp, folders: 1, recent: 0 });

    const { state, sweptLog } = await restartLater(true);

    expect(state.rows).toBe(0);
    expect(await memoryFolders()).toEqual([]);
    expect(sweptLog).toMatchObject({ photos: 1, leftovers: tmp, folders: 1, recent: 0 });
    // The folder went whole, its temporary files with it.
    expect(await quarantined()).toHaveLength(1 + tmp);
    const after = await runCli(['stats'], { DATA_DIR: paths.dataDir });
    expect(after.stdout).toContain(
      'Fotos sem página (a limpeza de hora em hora põe na quarentena): arquivos: 0, temporários: 0, pastas: 0; recentes, em espera: 0',
    );
  });
});

describe("a server killed while saving an owner's edit (two photos added, one removed)", () => {
  it.each([
    ['photos:during-save', 2],
    ['photos:saved', 2],
    ['memory:updated', 1],
  ] as const)('killed at %s: after the restart the files are exactly the photos the row names', async (step, unnamedByCrash) => {
    const page = await pageWithTwoPhotos();
    const edit = (origin: string) =>
      fetch(`${origin}/api/update/${page.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${page.token}` },
        body: form({ message: 'editada', datingSince: '2021-06-12T20:30', youtube: '', removedPhotos: JSON.stringify([page.photos[0]]) }, 2),
      });

    await crashDuring(step, edit);
    const atCrash = await diskAgainstRows();
    // Killed during the save: one file in place (the first photo, or one of its widths), the others' temporary files.
    const tmp = atCrash.unnamed.filter((file) => file.endsWith('.tmp')).length;
    if (step === 'photos:during-save') expect([atCrash.unnamed.length - tmp, tmp >= 1]).toEqual([1, true]);
    else expect(atCrash.unnamed).toHaveLength(unnamedByCrash);
    expect(atCrash.missing).toEqual([]);

    const { state, sweptLog } = await restartLater(true);

    expect(state.rows).toBe(1);
    expect(sweptLog).toMatchObject(
      step === 'photos:during-save' ? { photos: 1, leftovers: tmp, folders: 0 } : { photos: unnamedByCrash, leftovers: 0, folders: 0 },
    );
    const files = withoutWidthsOfPresentPhotos(await readdir(join(paths.uploads, page.id)));
    expect(files).toHaveLength(step === 'memory:updated' ? 3 : 2);
    if (step !== 'memory:updated') expect(files.sort()).toEqual(page.photos.map((path) => path.split('/').pop()).sort());
  });
});
