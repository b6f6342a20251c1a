import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkShopAtStart } from '../../src/adapters/composition/shop-identity-at-start.js';
import { runCli, type CliRun } from '../support/cli/run-cli.js';
import { SupportData } from '../support/cli/support-data.js';
import { copyMigratedDataDir } from '../support/sqlite/migrated-database.js';
import { tempDir } from '../support/temp-dir.js';

/**
 * memories-cli as a cron job runs it, from the wrong folder: a backup whose DATA_DIR does not hold the shop (a wrong
 * path, a relative one read from another folder) is refused and the destination keeps every byte; another shop's or an
 * empty shop's snapshot needs to be asked for; prune keeps the real snapshot whatever the retention says; restore
 * without --snapshot names what it restores and refuses an empty snapshot. Real SQLite files, one process a command.
 */
vi.setConfig({ testTimeout: 240_000 });

let dir: { path: string; remove(): Promise<void> };
let shop: Record<string, string>;
let dest: string;

beforeEach(async () => {
  dir = await tempDir('memories-backup-mistakes-');
  shop = { DATA_DIR: join(dir.path, 'shop'), PUBLIC_URL: 'https://memories.test' };
  dest = join(dir.path, 'backups');
});
afterEach(async () => {
  await dir.remove();
});

/** The shop with three pages and its id, as the server's first start writes it. */
async function shopWithPages(): Promise<string> {
  const data = await SupportData.open(shop);
  try {
    for (const email of ['ana@example.com', 'bia@example.com', 'caio@example.com']) await data.page({ email });
    // Pages bought before the first check: the shop gets its id as a database from before ids would.
    const verdict = await checkShopAtStart(data.runtime);
    if (verdict.kind === 'refused') throw new Error(`the shop was refused: ${verdict.mismatch}`);
    return verdict.shopId;
  } finally {
    await data.close();
  }
}

/** Every file under a folder with its bytes: what a refused command must leave as it was. */
async function filesUnder(root: string): Promise<Record<string, string>> {
  const entries = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const files: Record<string, string> = {};
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    files[path.slice(root.length)] = (await readFile(path)).toString('base64');
  }
  return files;
}

function expectRefused(run: CliRun, ...parts: string[]): void {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  for (const part of parts) expect(run.stderr).toContain(part);
}

const json = <T>(run: CliRun): T => JSON.parse(run.stdout) as T;

describe('no mistake can lose a snapshot', () => {
  it('refuses a backup from a wrong or relative DATA_DIR and leaves the destination as it was; prune keeps the real snapshot; restore refuses an empty one', async () => {
    const shopId = await shopWithPages();
    const real = await runCli(['backup', dest, '--json'], { env: shop });
    expect(real.code).toBe(0);
    const realSnapshot = json<{ snapshot: string }>(real).snapshot;
    const before = await filesUnder(dest);

    const nowhere = join(dir.path, 'nowhere', 'data');
    expectRefused(await runCli(['backup', dest], { env: { ...shop, DATA_DIR: nowhere } }), `Não há banco de dados em ${nowhere}`);
    expect(existsSync(nowhere)).toBe(false);
    // A cron job starts in its user's home: the default-like relative path is read from there.
    const cronHome = join(dir.path, 'home');
    await mkdir(cronHome);
    const relative = await runCli(['backup', dest], { env: { ...shop, DATA_DIR: 'data' }, cwd: cronHome });
    expectRefused(
      relative,
      `Não há banco de dados em ${join(cronHome, 'data')}`,
      `DATA_DIR "data" é um caminho relativo, lido a partir de ${cronHome}`,
    );
    expect(await readdir(cronHome)).toEqual([]);
    expectRefused(await runCli(['backup', 'prune', dest], { env: { ...shop, DATA_DIR: nowhere } }), `Não há banco de dados em ${nowhere}`);
    expect(await filesUnder(dest)).toEqual(before);

    // A new, empty shop's database (the one the old CLI made in the wrong folder): refused unless asked for.
    const empty = { ...shop, DATA_DIR: join(dir.path, 'empty') };
    await copyMigratedDataDir(empty.DATA_DIR);
    expectRefused(await runCli(['backup', dest], { env: empty }), 'cópia recusada: o destino é de outra loja', realSnapshot, shopId);
    expect(await filesUnder(dest)).toEqual(before);
    const told = await runCli(['backup', dest, '--allow-other-shop', '--json'], { env: empty });
    expect(told.code).toBe(0);
    const emptySnapshot = json<{ snapshot: string }>(told).snapshot;

    // The default retention keeps one snapshot a day: the newest is empty, the real one stays all the same.
    const pruned = await runCli(['backup', 'prune', dest, '--json'], { env: shop });
    expect(pruned.code).toBe(0);
    expect(json<{ kept: string[]; removed: string[] }>(pruned)).toMatchObject({ kept: [realSnapshot, emptySnapshot], removed: [] });
    expect((await runCli(['backup', 'verify', dest, '--snapshot', realSnapshot], { env: shop })).code).toBe(0);
    const listed = json<{ snapshot: string; shopId: string | null; pages: number }[]>(
      await runCli(['backup', 'list', dest, '--json'], { env: shop }),
    );
    expect(listed.map(({ snapshot, shopId: id, pages }) => ({ snapshot, shopId: id, pages }))).toEqual([
      { snapshot: realSnapshot, shopId, pages: 3 },
      { snapshot: emptySnapshot, shopId: null, pages: 0 },
    ]);
    expect((await runCli(['backup', 'list', dest], { env: shop })).stdout).toContain(shopId);

    // Restore takes the newest snapshot unless told which: an empty one is refused, and nothing is left behind.
    const restored = { ...shop, DATA_DIR: join(dir.path, 'restored') };
    const refused = await runCli(['restore', dest, '--create-database'], { env: restored });
    expectRefused(refused, `restauração recusada: a cópia ${emptySnapshot}`, '0 página(s)', '--snapshot');
    expect(existsSync(join(restored.DATA_DIR, 'memories.sqlite'))).toBe(false);
    const chosen = await runCli(['restore', dest, '--create-database', '--snapshot', realSnapshot], { env: restored });
    expect(chosen.code).toBe(0);
    expect(chosen.stdout).toMatch(
      new RegExp(`^Restaurando a cópia ${realSnapshot} \\(\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d, 3 página\\(s\\), loja ${shopId}\\)`),
    );
  });

  it('refuses a backup of the shop emptied over a snapshot with pages, and restore names the newest snapshot before restoring it', async () => {
    await shopWithPages();
    expect((await runCli(['backup', dest], { env: shop })).code).toBe(0);
    const before = await filesUnder(dest);
    for (const email of ['ana@example.com', 'bia@example.com', 'caio@example.com']) {
      expect((await runCli(['delete', '--email', email, '--yes'], { env: shop })).code).toBe(0);
    }
    expectRefused(await runCli(['backup', dest], { env: shop }), 'cópia recusada: esta loja não tem nenhuma página', '3 página(s)');
    expect(await filesUnder(dest)).toEqual(before);

    const restored = { ...shop, DATA_DIR: join(dir.path, 'restored') };
    expectRefused(await runCli(['restore', dest], { env: restored }), `Não há banco de dados em ${restored.DATA_DIR}`, 'restore --create-database');
    const restore = await runCli(['restore', dest, '--create-database'], { env: restored });
    expect(restore.code).toBe(0);
    expect(restore.stdout.split('\n')[0]).toMatch(
      /^Restaurando a cópia \d{8}T\d{9}Z \(.+, 3 página\(s\), loja [0-9a-f-]{36}\), \d+ arquivo\(s\) de foto\.$/,
    );
  });
});
