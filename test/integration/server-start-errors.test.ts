import { spawnSync } from 'node:child_process';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { StartupError } from '../../src/adapters/shared/startup-error.js';
import { runCommand, runNode, type ProcessRun } from '../support/cli/run-process.js';
import { nodeArgsFor } from '../support/compiled/product-entries.js';
import { copyMigratedDataDir } from '../support/sqlite/migrated-database.js';
import { tempDir } from '../support/temp-dir.js';

const MAIN = join(import.meta.dirname, '../../src/main.ts');

/** Starts the real entry point on `env`; resolves when it exits (or once it says ready, then stops it). */
const runServer = (env: Record<string, string>) =>
  runNode([...nodeArgsFor(MAIN)], { env: { PORT: '0', HOST: '127.0.0.1', ...env }, timeoutMs: 45_000, stopWhen: /"msg":"ready"/ });

/**
 * Tests run as root, for whom permission bits do not make a folder read-only: the server is started in its own mount
 * namespace where DATA_DIR is bind-mounted read-only, as a read-only volume would be.
 */
const readOnlyMounts = spawnSync('unshare', ['--mount', 'true']).status === 0;
const runServerOnReadOnly = (dataDir: string, env: Record<string, string> = {}) =>
  runCommand(
    'unshare',
    [
      '--mount',
      'sh',
      '-c',
      'mount --bind "$DATA_DIR" "$DATA_DIR" && mount -o remount,bind,ro "$DATA_DIR" && exec "$0" --import tsx "$1"',
      process.execPath,
      MAIN,
    ],
    { env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env }, timeoutMs: 45_000, stopWhen: /"msg":"ready"/ },
  );

/** Exit code 1, nothing on stdout, and exactly one line on stderr: the sentence, without a stack trace. */
function expectOneLineRefusal(run: ProcessRun, ...parts: string[]): void {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^memories: /);
  for (const part of parts) expect(lines[0]).toContain(part);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

describe('the server refuses to start on an unusable data folder, in one line', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    dir = await tempDir();
  });
  afterEach(() => dir.remove());

  it('DATA_DIR is a file', async () => {
    const path = join(dir.path, 'data');
    await writeFile(path, 'not a folder');
    expectOneLineRefusal(await runServer({ DATA_DIR: path }), 'DATA_DIR', path, 'é um arquivo, não uma pasta');
  });

  it('DATA_DIR cannot be created (a file stands where one of its parents should be)', async () => {
    await writeFile(join(dir.path, 'file'), '');
    const path = join(dir.path, 'file', 'data');
    expectOneLineRefusal(await runServer({ DATA_DIR: path }), 'DATA_DIR', path, 'não existe e não pôde ser criada');
  });

  it('the database file is empty (0 bytes): refused, not used as a new empty database', async () => {
    const path = join(dir.path, 'data');
    await mkdir(path);
    await writeFile(join(path, 'memories.sqlite'), '');
    expectOneLineRefusal(await runServer({ DATA_DIR: path }), join(path, 'memories.sqlite'), 'vazio', 'não é um banco SQLite');
  });

  it('the database file is not an SQLite file', async () => {
    const path = join(dir.path, 'data');
    await mkdir(path);
    await writeFile(join(path, 'memories.sqlite'), 'PK\u0003\u0004 a zip archive, say, restored by mistake'.repeat(200));
    expectOneLineRefusal(await runServer({ DATA_DIR: path }), join(path, 'memories.sqlite'), 'não é um banco SQLite');
  });

  it.each(['uploads', 'incoming'])('DATA_DIR/%s is a file', async (folder) => {
    const path = join(dir.path, 'data');
    await copyMigratedDataDir(path);
    await writeFile(join(path, folder), '');
    expectOneLineRefusal(await runServer({ DATA_DIR: path }), join(path, folder), 'é um arquivo, não uma pasta');
  });

  it('DATA_DIR/outbox is a file while e-mails are written to files', async () => {
    const path = join(dir.path, 'data');
    await copyMigratedDataDir(path);
    await writeFile(join(path, 'outbox'), '');
    expectOneLineRefusal(await runServer({ DATA_DIR: path }), join(path, 'outbox'), 'é um arquivo, não uma pasta');
  });

  it('prints the stack after the line at LOG_LEVEL=debug', async () => {
    const path = join(dir.path, 'data');
    await writeFile(path, 'not a folder');
    const run = await runServer({ DATA_DIR: path, LOG_LEVEL: 'debug' });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toContain('é um arquivo, não uma pasta');
    expect(run.stderr).toMatch(/^\s+at /m);
  });

  it.skipIf(!readOnlyMounts)('DATA_DIR on a read-only mount (a fresh folder, or one holding a database)', async () => {
    const fresh = join(dir.path, 'fresh');
    await mkdir(fresh);
    expectOneLineRefusal(await runServerOnReadOnly(fresh), 'DATA_DIR', fresh, 'somente leitura');
    const migrated = join(dir.path, 'migrated');
    await copyMigratedDataDir(migrated);
    expectOneLineRefusal(await runServerOnReadOnly(migrated), 'DATA_DIR', migrated, 'somente leitura');
  });

  it('still starts on a folder with a real database', async () => {
    const path = join(dir.path, 'data');
    await copyMigratedDataDir(path);
    const run = await runServer({ DATA_DIR: path });
    expect(run.stdout).toContain('"msg":"ready"');
    expect(run.code).toBe(0);
  });
});

describe('the server refuses to start on a shop content file it cannot use, naming the field', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    dir = await tempDir();
  });
  afterEach(() => dir.remove());

  it('a promotion without its end, and a contact that is not an e-mail: each field named in Portuguese, nothing written', async () => {
    const file = join(dir.path, 'loja.yaml');
    await writeFile(file, ['contactEmail: contato-da-loja', 'promotion: { percent: 50 }', ''].join('\n'));
    const dataDir = join(dir.path, 'data');
    const run = await runServer({ DATA_DIR: dataDir, SHOP_CONTENT: file });

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('SHOP_CONTENT: o campo "contactEmail" deve ser um e-mail, como contato@sualoja.com.br');
    expect(run.stderr).toContain('SHOP_CONTENT: o campo "promotion.ends" deve ser uma data como 2027-06-14');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).not.toContain('"msg":"ready"');
    await expect(access(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('openDatabase', () => {
  it('names the file when SQLite cannot open it', async () => {
    const dir = await tempDir();
    try {
      const path = join(dir.path, 'memories.sqlite');
      await mkdir(path);
      const failure = await openDatabase({ dbPath: path }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StartupError);
      expect((failure as Error).message).toBe(
        `O banco de dados (${path}) não pôde ser aberto: o arquivo não pôde ser aberto nem criado (pasta somente leitura ou sem permissão).`,
      );
    } finally {
      await dir.remove();
    }
  });
});
