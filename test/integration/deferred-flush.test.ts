import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeferredFlush } from '../../src/adapters/shared/deferred-flush.js';
import { tempDir } from '../support/temp-dir.js';

let dir: { path: string; remove(): Promise<void> };
beforeEach(async () => {
  dir = await tempDir('memories-flush-');
});
afterEach(() => dir.remove());

/** A flush of `count` files just written, and how many times it synced the whole file system. */
async function flushOf(count: number): Promise<number> {
  let wholeSyncs = 0;
  const flush = new DeferredFlush(dir.path, async () => void wholeSyncs++);
  for (let n = 0; n < count; n++) {
    const path = join(dir.path, `file-${n}`);
    await writeFile(path, `bytes ${n}`);
    flush.note(path);
  }
  await flush.flush();
  return wholeSyncs;
}

describe('DeferredFlush', () => {
  it('fsyncs a few files one by one, and syncs the whole file system once for many', async () => {
    expect(await flushOf(3)).toBe(0);
    expect(await flushOf(200)).toBe(1);
  });

  it('has nothing to sync when nothing was written', async () => {
    expect(await flushOf(0)).toBe(0);
  });
});
