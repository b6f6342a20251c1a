import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimStagedVoice, keepStagedVoice } from '../../../src/adapters/http/middleware/staged-voices.js';

const ENCODED = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 77, 52, 65, 32]);
const UNKNOWN = { status: 400, code: 'request.invalid', field: 'stagedVoice' };
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'staged-voices-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('voices sent ahead, kept and taken by reference', () => {
  it('keeps the encoded file under an unguessable reference, beside the staged photos', async () => {
    const reference = await keepStagedVoice(dir, ENCODED);
    expect(reference).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await readdir(dir)).toEqual([`staged-${reference}.voice`]);
  });

  it('is taken once: a second request naming it is refused, until the first gives it back', async () => {
    const reference = await keepStagedVoice(dir, ENCODED);
    const first = await claimStagedVoice(dir, reference, new Date());
    expect(first.bytes).toEqual(ENCODED);
    await expect(claimStagedVoice(dir, reference, new Date())).rejects.toMatchObject(UNKNOWN);

    await first.release();
    const again = await claimStagedVoice(dir, reference, new Date());
    await again.consume();
    expect(await readdir(dir)).toEqual([]);
    await expect(claimStagedVoice(dir, reference, new Date())).rejects.toMatchObject(UNKNOWN);
  });

  it('refuses an expired reference and removes its file, and never looks outside the folder', async () => {
    const reference = await keepStagedVoice(dir, ENCODED);
    const old = new Date(Date.now() - 61 * 60 * 1000);
    await utimes(join(dir, `staged-${reference}.voice`), old, old);
    await expect(claimStagedVoice(dir, reference, new Date())).rejects.toMatchObject(UNKNOWN);
    expect(await readdir(dir)).toEqual([]);

    for (const named of ['', '../../etc/passwd', 'x'.repeat(33)]) {
      await expect(claimStagedVoice(dir, named, new Date(), 'reference')).rejects.toMatchObject({ ...UNKNOWN, field: 'reference' });
    }
    expect(existsSync(dir)).toBe(true);
  });
});
