import { describe, expect, it } from 'vitest';
import { CreateMemory } from '../../../src/application/buyer/create-memory.js';
import { UpdateMemory } from '../../../src/application/buyer/update-memory.js';
import type { ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakePaymentGateway } from '../../support/fakes/fake-payment-gateway.js';
import { fakeImage, FakePhotoProcessor } from '../../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { SequentialIdGenerator } from '../../support/fakes/sequential-id-generator.js';
import { FakeEmailCorrectionKeys } from '../../support/fakes/fake-email-correction-keys.js';
import { aMemory, memoryDetailsInput, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';

const ID = 'mem0000000000001';
const processed = (label: string): ProcessedPhoto => ({ bytes: fakeImage(label), width: 100, height: 100, extension: 'webp' });

/** A storage whose save breaks off after writing its first photo, and cannot clean up after itself (a disk gone bad). */
class BreakingStorage extends InMemoryPhotoStorage {
  breakSave = false;
  failRemoveAllOf: Error | null = null;
  removeCalls = 0;
  override async save(memoryId: string, photos: readonly ProcessedPhoto[]): Promise<string[]> {
    if (!this.breakSave) return super.save(memoryId, photos);
    await super.save(memoryId, photos.slice(0, 1));
    throw new Error('EIO: i/o error, write');
  }
  override async removeAllOf(memoryId: string): Promise<void> {
    if (this.failRemoveAllOf) throw this.failRemoveAllOf;
    return super.removeAllOf(memoryId);
  }
  override async remove(paths: readonly string[]): Promise<void> {
    this.removeCalls++;
    return super.remove(paths);
  }
}

class BreakingRepository extends InMemoryMemoryRepository {
  failRemove: Error | null = null;
  override async remove(id: string): Promise<boolean> {
    if (this.failRemove) throw this.failRemove;
    return super.remove(id);
  }
}

function createSetup() {
  const repository = new BreakingRepository();
  const storage = new BreakingStorage();
  const gateway = new FakePaymentGateway();
  const createMemory = new CreateMemory(
    repository,
    new FakePhotoProcessor(),
    storage,
    gateway,
    new FixedClock(NOW),
    new SequentialIdGenerator(),
    new FakeEmailCorrectionKeys(),
    SPEC_PRICES,
  );
  const order = { ...memoryDetailsInput(), photos: [fakeImage('a'), fakeImage('b')] };
  return { repository, storage, gateway, createMemory, order };
}

describe('CreateMemory: the photo save is part of the undo', () => {
  it('removes what a save broken off half-way wrote, folder included, and rejects with the save error', async () => {
    const ctx = createSetup();
    ctx.storage.breakSave = true;

    await expect(ctx.createMemory.execute(ctx.order)).rejects.toThrow('EIO');

    expect(ctx.storage.paths()).toEqual([]);
    expect(await ctx.storage.listStored()).toEqual([]);
    expect(ctx.repository.all()).toEqual([]);
  });

  it('rejects with the error that stopped the order even when the undo fails too', async () => {
    const ctx = createSetup();
    ctx.gateway.failWith = new Error('checkout down');
    ctx.storage.failRemoveAllOf = new Error('EACCES');

    await expect(ctx.createMemory.execute(ctx.order)).rejects.toThrow('checkout down');

    expect(ctx.repository.all()).toEqual([]);
  });

  it('keeps the photos of a row it could not remove, so the page never names missing files', async () => {
    const ctx = createSetup();
    ctx.gateway.failWith = new Error('checkout down');
    ctx.repository.failRemove = new Error('database is locked');

    await expect(ctx.createMemory.execute(ctx.order)).rejects.toThrow('checkout down');

    const [left] = ctx.repository.all();
    expect(ctx.storage.paths().sort()).toEqual([...left!.photos].sort());
  });
});

async function updateSetup() {
  const storage = new BreakingStorage();
  const repository = new BreakingRepository();
  const current = await storage.save(ID, [processed('a'), processed('b')]);
  await repository.add(aMemory({ id: ID, photos: current, status: 'active' }));
  const updateMemory = new UpdateMemory(
    repository,
    new FakeEditTokens(),
    new FakePhotoProcessor(),
    storage,
    new FixedClock(NOW),
    new RecordingOutcomes(),
  );
  const edit = {
    id: ID,
    token: `token-${ID}-v1`,
    message: 'Mensagem nova',
    datingSince: '2020-02-29',
    youtube: null,
    removedPhotos: [current[0]!],
    photos: [fakeImage('c')],
  };
  return { storage, repository, updateMemory, current, edit };
}

describe('UpdateMemory: photos replaced by a saved edit', () => {
  it('keeps the saved edit when the replaced photos cannot be deleted, after trying twice; the files stay for the sweep', async () => {
    const ctx = await updateSetup();
    ctx.storage.failOnRemove = new Error('EBUSY');

    const view = await ctx.updateMemory.execute(ctx.edit);

    const stored = (await ctx.repository.findById(ID))!;
    expect(stored.message).toBe('Mensagem nova');
    expect(stored.photos).not.toContain(ctx.current[0]);
    expect(view.photos).toEqual(stored.photos);
    expect(ctx.storage.removeCalls).toBe(2);
    expect(ctx.storage.paths()).toContain(ctx.current[0]);
  });
});
