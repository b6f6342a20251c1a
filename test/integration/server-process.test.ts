import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runNode } from '../support/cli/run-process.js';
import { nodeArgsFor } from '../support/compiled/product-entries.js';
import { tempDir } from '../support/temp-dir.js';

const MAIN = join(import.meta.dirname, '../../src/main.ts');

/** Starts the real entry point; resolves when it exits, or when `until` matches its output (then stops it). */
const runServer = (env: Record<string, string>, until?: RegExp) => runNode([...nodeArgsFor(MAIN)], { env, timeoutMs: 45_000, stopWhen: until });

describe('the server process', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    dir = await tempDir();
  });
  afterEach(() => dir.remove());

  it('starts on embedded defaults, logs ready as JSON and stops cleanly on SIGTERM', async () => {
    const run = await runServer({ DATA_DIR: dir.path, PORT: '0', HOST: '127.0.0.1' }, /"msg":"ready"/);
    const ready = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'ready');
    expect(ready).toMatchObject({ level: 'info', payments: 'demo checkout' });
    expect(ready.port).toBeGreaterThan(0);
    expect(run.stdout).toContain('"msg":"stopping"');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/app-secret.*[A-Za-z0-9_-]{43}/);
  });

  it('refuses to start in production without its settings, naming each variable', async () => {
    const run = await runServer({ DATA_DIR: dir.path, NODE_ENV: 'production', PORT: '0' });
    expect(run.code).toBe(1);
    for (const variable of ['APP_SECRET', 'PUBLIC_URL', 'ALLOW_DEMO_CHECKOUT', 'ALLOW_FILE_MAILER']) {
      expect(run.stderr).toContain(`${variable}:`);
    }
  });

  it('refuses a malformed value, naming the variable and not echoing it', async () => {
    const run = await runServer({ DATA_DIR: dir.path, PORT: 'three-thousand' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('PORT:');
    expect(run.stderr).not.toContain('three-thousand');
  });
});
