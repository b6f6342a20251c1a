import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import {
  SMALLEST_COUNTED_BYTES,
  StagedPhotoBudget,
  type StagedPhotoBudgetOptions,
} from '../../../src/adapters/http/middleware/staged-photo-budget.js';

const MB = 1024 * 1024;
let dir: string;
let now: number;
let free: number;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-staging-budget-'));
  now = Date.parse('2026-03-10T15:00:00Z');
  free = 1000 * MB;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const budget = (options: Partial<StagedPhotoBudgetOptions> = {}) =>
  new StagedPhotoBudget({
    incomingDir: dir,
    maxPhotoBytes: 10 * MB,
    maxHeldBytes: 100 * MB,
    maxBytesPerHour: 200 * MB,
    diskRoom: async () => ({ freeBytes: free, reserveBytes: 50 * MB }),
    now: () => now,
    ...options,
  });

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('StagedPhotoBudget', () => {
  it('refuses once the staged photos on disk and the uploads under way would pass the bytes held at once', async () => {
    await writeFile(join(dir, 'staged-a.photo'), Buffer.alloc(85 * MB));
    await writeFile(join(dir, '123.abc-folder-of-a-request'), Buffer.alloc(1));
    const rooms = budget();
    const first = await rooms.take(10 * MB);
    const error = await refusal(rooms.take(10 * MB));
    expect(error.code).toBe('photo.staging-full');
    expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
    // The place under way given back, there is room again.
    first.release();
    (await rooms.take(10 * MB)).release();
  });

  it('counts an upload that says nothing of its length as the largest photo, and a tiny photo as 64 KB', async () => {
    const rooms = budget({ maxHeldBytes: 10 * MB + SMALLEST_COUNTED_BYTES });
    const unknown = await rooms.take(null);
    await rooms.take(1).then((place) => place.release());
    await refusal(rooms.take(2 * SMALLEST_COUNTED_BYTES));
    unknown.release();
  });

  it('bounds the bytes kept per hour, then takes them again the next hour', async () => {
    const rooms = budget({ maxBytesPerHour: 25 * MB, maxHeldBytes: 1000 * MB });
    for (let i = 0; i < 2; i++) (await rooms.take(10 * MB)).keep(10 * MB);
    const error = await refusal(rooms.take(10 * MB));
    expect(error.details.retryAfterSeconds).toBe(3600);
    now += 60 * 60 * 1000;
    (await rooms.take(10 * MB)).keep(10 * MB);
  });

  it('never lets staged photos into the disk reserve for orders', async () => {
    free = 65 * MB;
    const rooms = budget();
    const first = await rooms.take(10 * MB);
    // 65 − 10 under way − 10 more would leave 45 MB, under the 50 MB reserve.
    await refusal(rooms.take(10 * MB));
    first.release();
    (await rooms.take(10 * MB)).release();
  });

  it('sees the photos kept since its last listing of the folder', async () => {
    const rooms = budget({ maxHeldBytes: 25 * MB });
    (await rooms.take(10 * MB)).keep(10 * MB);
    (await rooms.take(10 * MB)).keep(10 * MB);
    await refusal(rooms.take(10 * MB));
  });
});
