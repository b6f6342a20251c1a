import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { SqlPageChapters } from '../../src/adapters/persistence/mikro-orm/sql-page-chapters.js';
import type { PageChapter } from '../../src/domain/chapters/page-chapter.js';
import { runCli } from '../support/cli/run-cli.js';
import { jpegImage } from '../support/test-images.js';
import { SupportData } from '../support/cli/support-data.js';
import { tempDir } from '../support/temp-dir.js';
import { makeTone } from '../support/voice/audio-fixtures.js';

/** memories-cli backup / backup verify / backup list / restore on the embedded default, with a folder destination. */
// One Node process per command, compiling the CLI: a time budget on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

let dir: { path: string; remove(): Promise<void> };
let shop: Record<string, string>;
let dest: string;

beforeEach(async () => {
  dir = await tempDir('memories-cli-backup-');
  shop = { DATA_DIR: join(dir.path, 'shop'), PUBLIC_URL: 'https://memories.test' };
  dest = join(dir.path, 'backups');
});
afterEach(async () => {
  await dir.remove();
});

async function shopWithPages(): Promise<string[]> {
  const data = await SupportData.open(shop);
  try {
    const ids = [];
    const first = await data.page({ email: 'ana@example.com' });
    ids.push(first.id);
    await data.voice(first, await makeTone(dir.path, 'webm', 2));
    // "Um novo capítulo": a chapter's row and its two photos (with their widths) in the first page's folder.
    await data.chapter(first, 2, [new Uint8Array(await jpegImage(640, 480)), new Uint8Array(await jpegImage(480, 640))]);
    ids.push((await data.page({ email: 'bia@example.com', plan: 'basic' })).id);
    ids.push((await data.page({ email: 'caio@example.com', outcome: null })).id);
    return ids;
  } finally {
    await data.close();
  }
}

async function filesUnder(root: string): Promise<Map<string, string>> {
  const names = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const files = new Map<string, string>();
  for (const entry of names) {
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(root.length), (await readFile(path)).toString('base64'));
  }
  return files;
}

/** A page's chapters as a data folder's database holds them. */
async function chaptersIn(dataDir: string, memoryId: string): Promise<PageChapter[]> {
  const database = await openDatabase({ dbPath: join(dataDir, 'memories.sqlite') });
  try {
    return await new SqlPageChapters(database).ofPage(memoryId);
  } finally {
    await database.close();
  }
}

const json = (stdout: string) => JSON.parse(stdout) as Record<string, unknown>;

describe('memories-cli backup and restore (SQLite, folder destination)', () => {
  it('backs up, verifies and restores into an empty data folder: the same pages, photos and stats; a second backup copies no photo', async () => {
    const ids = await shopWithPages();
    const first = await runCli(['backup', dest, '--json'], { env: shop });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const report = json(first.stdout) as {
      snapshot: string;
      photos: { total: number; copied: number; reused: number };
      rows: Record<string, number>;
    };
    expect(report.photos.total).toBeGreaterThanOrEqual(3);
    // The same photo bytes on two pages make one blob: copied once, then referenced.
    expect(report.photos.copied + report.photos.reused).toBe(report.photos.total);
    expect(report.photos.copied).toBeGreaterThan(0);
    expect(report.rows.memories).toBe(3);
    expect(Object.keys(report.rows)).not.toContain('health_heartbeat');

    const second = json((await runCli(['backup', dest, '--json'], { env: shop })).stdout) as typeof report;
    expect(second.snapshot).not.toBe(report.snapshot);
    expect(second.photos).toEqual({ total: report.photos.total, copied: 0, reused: report.photos.total });

    const verify = await runCli(['backup', 'verify', dest], { env: shop });
    expect(verify.code).toBe(0);
    expect(verify.stdout).toMatch(new RegExp(`^Cópia ${second.snapshot} inteira`));

    const list = await runCli(['backup', 'list', dest, '--json'], { env: shop });
    expect((JSON.parse(list.stdout) as { snapshot: string; pages: number }[]).map((row) => [row.snapshot, row.pages])).toEqual([
      [report.snapshot, 3],
      [second.snapshot, 3],
    ]);

    const restored = { ...shop, DATA_DIR: join(dir.path, 'restored') };
    const restore = await runCli(['restore', dest, '--create-database', '--snapshot', report.snapshot, '--json'], { env: restored });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const uploads = await filesUnder(join(shop.DATA_DIR!, 'uploads'));
    // Byte for byte, the voice message ("Um áudio seu") among the photos.
    expect([...uploads.keys()].filter((path) => path.endsWith('.m4a'))).toHaveLength(1);
    expect(await filesUnder(join(restored.DATA_DIR, 'uploads'))).toEqual(uploads);
    const [chaptersBefore, chaptersAfter] = await Promise.all([chaptersIn(shop.DATA_DIR!, ids[0]!), chaptersIn(restored.DATA_DIR, ids[0]!)]);
    expect(chaptersBefore).toHaveLength(1);
    expect(chaptersBefore[0]!.photos).toHaveLength(2);
    expect(chaptersAfter).toEqual(chaptersBefore);
    // The chapter's photos, byte for byte: every file of the folder is compared above, these among them.
    for (const photo of chaptersBefore[0]!.photos) {
      expect(await readFile(join(restored.DATA_DIR, photo.path))).toEqual(await readFile(join(shop.DATA_DIR!, photo.path)));
    }
    for (const id of ids) {
      const [before, after] = await Promise.all([runCli(['show', id, '--json'], { env: shop }), runCli(['show', id, '--json'], { env: restored })]);
      expect(after.code).toBe(0);
      expect(after.stdout).toBe(before.stdout);
    }
    const [statsBefore, statsAfter] = await Promise.all([runCli(['stats', '--json'], { env: shop }), runCli(['stats', '--json'], { env: restored })]);
    // Where the photos are kept is the site's, not the shop's: every other figure is the same.
    const figures = (stdout: string) => {
      const stats = JSON.parse(stdout) as { photoStorage?: { place?: string }; dataFolder?: unknown };
      delete stats.photoStorage?.place;
      delete stats.dataFolder;
      return stats;
    };
    expect(figures(statsAfter.stdout)).toEqual(figures(statsBefore.stdout));

    const again = await runCli(['restore', dest], { env: restored });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/^memories-cli: restauração recusada: o destino já tem \d+ linha\(s\)/);
    expect((await runCli(['restore', dest, '--force'], { env: restored })).code).toBe(0);
  });

  it('calls a snapshot with a damaged photo or rows file, or without its manifest, not whole; restore refuses it and writes nothing', async () => {
    await shopWithPages();
    const { snapshot } = json((await runCli(['backup', dest, '--json'], { env: shop })).stdout) as { snapshot: string };
    const manifest = JSON.parse(await readFile(join(dest, 'snapshots', `${snapshot}.json`), 'utf8')) as { files: { path: string; sha256: string }[] };
    const photo = manifest.files.find((file) => file.path.startsWith('photos/'))!;
    const blob = join(dest, 'blobs', 'sha256', photo.sha256.slice(0, 2), photo.sha256);
    const original = await readFile(blob);
    await writeFile(blob, Buffer.concat([original.subarray(0, 10), Buffer.from('x'), original.subarray(11)]));

    const verify = await runCli(['backup', 'verify', dest], { env: shop });
    expect(verify.code).toBe(2);
    expect(verify.stderr).toContain(`o arquivo ${photo.path} não confere com o checksum do manifesto (corrompido).`);
    expect(verify.stderr).toMatch(new RegExp(`memories-cli: a cópia ${snapshot} não está inteira$`, 'm'));

    const restored = { ...shop, DATA_DIR: join(dir.path, 'restored') };
    const restore = await runCli(['restore', dest, '--create-database'], { env: restored });
    expect(restore.code).toBe(2);
    expect(restore.stderr).toMatch(/restauração recusada: a cópia \d{8}T\d{9}Z não está inteira/);
    expect(await readdir(join(restored.DATA_DIR, 'uploads')).catch(() => [])).toEqual([]);

    await writeFile(blob, original);
    expect((await runCli(['backup', 'verify', dest], { env: shop })).code).toBe(0);
    await rm(join(dest, 'snapshots', `${snapshot}.json`));
    const none = await runCli(['backup', 'verify', dest], { env: shop });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('o destino não tem nenhuma cópia (nenhum manifesto).');
    const unknown = await runCli(['backup', 'verify', dest, '--snapshot', snapshot], { env: shop });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(`não há cópia ${snapshot} neste destino.`);
  });
});
