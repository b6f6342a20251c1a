import { describe, expect, it } from 'vitest';
import { CreateMemory, type CreateMemoryInput } from '../../../src/application/buyer/create-memory.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { PLANS } from '../../../src/domain/plan/plan.js';
import { FakePaymentGateway } from '../../support/fakes/fake-payment-gateway.js';
import { fakeImage, FakePhotoProcessor } from '../../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { SequentialIdGenerator } from '../../support/fakes/sequential-id-generator.js';
import { FakeEmailCorrectionKeys } from '../../support/fakes/fake-email-correction-keys.js';
import { FakeVideoCatalogue } from '../../support/fakes/fake-video-catalogue.js';
import { memoryDetailsInput, NOW, SAMPLE_MEMORY } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { planPriceListOf } from '../../../src/domain/shop/plan-prices.js';

const ID = 'dQw4w9WgXcQ';
const FIRST_ID = 'mem0000000000001';

function setup(prices = SPEC_PRICES) {
  const repository = new InMemoryMemoryRepository();
  const processor = new FakePhotoProcessor();
  const storage = new InMemoryPhotoStorage();
  const gateway = new FakePaymentGateway();
  const clock = new FixedClock(NOW);
  const createMemory = new CreateMemory(
    repository,
    processor,
    storage,
    gateway,
    clock,
    new SequentialIdGenerator(),
    new FakeEmailCorrectionKeys(),
    prices,
  );
  return { repository, processor, storage, gateway, clock, createMemory };
}

const input = (overrides: Partial<CreateMemoryInput> = {}): CreateMemoryInput => ({
  ...memoryDetailsInput(),
  photos: [fakeImage('a'), fakeImage('b')],
  ...overrides,
});

function expectNothingLeft(ctx: ReturnType<typeof setup>) {
  expect(ctx.repository.all()).toEqual([]);
  expect(ctx.storage.paths()).toEqual([]);
}

describe('CreateMemory (decisions: Payment — validate everything, store pending, answer init_point)', () => {
  it("keeps the price of the moment the order is placed, a promotion's while it runs, and opens the checkout at it", async () => {
    const promotion = { kind: 'percent', percent: 30, endsAt: new Date(NOW.getTime() + 1) } as const;
    const ctx = setup(planPriceListOf({ prices: { basic: 1500, premium: 2000 }, promotion }));
    await ctx.createMemory.execute(input());
    ctx.clock.set(new Date(NOW.getTime() + 1));
    await ctx.createMemory.execute(input());

    expect(ctx.repository.all().map((memory) => memory.priceCents)).toEqual([1400, 2000]);
    expect(ctx.gateway.requests.map((request) => request.amountCents)).toEqual([1400, 2000]);
  });

  it('stores a pending memory with its processed photos and returns the checkout address', async () => {
    const ctx = setup();
    const { yourName, lovedName, datingSince, message, plan } = SAMPLE_MEMORY;
    const output = await ctx.createMemory.execute(input({ email: ' Ana@Example.COM ' }));

    expect(output).toEqual({ memoryId: FIRST_ID, initPoint: `https://pay.example/checkout/${FIRST_ID}`, emailCorrectionKey: 'key-1' });
    const paths = [`/uploads/${FIRST_ID}/0001.webp`, `/uploads/${FIRST_ID}/0002.webp`];
    expect(ctx.storage.paths()).toEqual(paths);
    expect(new TextDecoder().decode(ctx.storage.files.get(paths[0]!))).toBe('IMG:a');
    expect(new TextDecoder().decode(ctx.storage.files.get(paths[1]!))).toBe('IMG:b');
    expect(ctx.processor.processed).toBe(2);
    expect(ctx.repository.all()).toEqual([
      expect.objectContaining({
        id: FIRST_ID,
        slug: 'ana-julia-e-joao',
        yourName,
        lovedName,
        datingSince,
        message,
        plan,
        youtube: `https://www.youtube.com/watch?v=${ID}`,
        email: 'ana@example.com',
        photos: paths,
        status: 'pending_payment',
        createdAt: NOW,
        paidAt: null,
        endsAt: null,
        // only the key's hash is stored; the key goes to the ordering browser
        emailCorrectionKeyHash: 'hash(key-1)',
      }),
    ]);
    expect(ctx.gateway.requests).toEqual([{ memoryId: FIRST_ID, plan: PLANS.premium, amountCents: 1600, payerEmail: 'ana@example.com' }]);
  });

  it('opens the checkout at the basic plan and drops the music link for a basic order', async () => {
    const ctx = setup();
    await ctx.createMemory.execute(input({ plan: 'basic', photos: [fakeImage('a')] }));
    expect(ctx.repository.all()[0]).toMatchObject({ plan: 'basic', youtube: null });
    expect(ctx.gateway.requests[0]?.plan).toBe(PLANS.basic);
  });

  it.each([['gold'], ['PREMIUM'], [undefined]])('treats plan %j as basic', async (plan) => {
    const ctx = setup();
    await ctx.createMemory.execute(input({ plan, photos: [fakeImage('a')] }));
    expect(ctx.repository.all()[0]?.plan).toBe('basic');
  });

  it('gives every memory its own id', async () => {
    const ctx = setup();
    const first = await ctx.createMemory.execute(input());
    const second = await ctx.createMemory.execute(input());
    expect(first.memoryId).not.toBe(second.memoryId);
    expect(ctx.repository.all()).toHaveLength(2);
  });

  it.each<[string, Partial<CreateMemoryInput>, string]>([
    ['missing yourName', { yourName: '' }, 'memory.name-required'],
    ['too short lovedName', { lovedName: 'J' }, 'memory.name-too-short'],
    ['impossible date', { datingSince: '2023-02-30' }, 'memory.dating-since-invalid'],
    ['future date', { datingSince: '2026-03-11' }, 'memory.dating-since-in-future'],
    ['missing message', { message: '   ' }, 'memory.message-required'],
    ['bad e-mail', { email: 'ana@example' }, 'memory.email-invalid'],
    ['non-YouTube link on premium', { youtube: 'https://vimeo.com/123456789' }, 'memory.youtube-invalid'],
    ['no photo', { photos: [] }, 'memory.photo-required'],
    ['two photos on basic', { plan: 'basic', photos: [fakeImage('a'), fakeImage('b')] }, 'memory.photo-limit-exceeded'],
    ['four photos on premium', { photos: ['a', 'b', 'c', 'd'].map((l) => fakeImage(l)) }, 'memory.photo-limit-exceeded'],
    ['bad name even with a bad photo', { yourName: '', photos: [new TextEncoder().encode('GIF89a')] }, 'memory.name-required'],
  ])('%s → %s, stores nothing and processes no photo', async (_case, overrides, code) => {
    const ctx = setup();
    await expect(ctx.createMemory.execute(input(overrides))).rejects.toMatchObject({ code });
    expectNothingLeft(ctx);
    expect(ctx.processor.processed).toBe(0);
    expect(ctx.gateway.requests).toEqual([]);
  });

  it('rejects a file that is not an image with photo.invalid-image and leaves no file and no row', async () => {
    const ctx = setup();
    const notAnImage = new TextEncoder().encode('%PDF-1.7');
    await expect(ctx.createMemory.execute(input({ photos: [fakeImage('a'), notAnImage] }))).rejects.toMatchObject({
      code: 'photo.invalid-image',
    });
    expectNothingLeft(ctx);
    expect(ctx.gateway.requests).toEqual([]);
  });

  it('rejects with the gateway error and leaves no row and no file when the checkout cannot be opened', async () => {
    const ctx = setup();
    const outage = new Error('payment provider unreachable');
    ctx.gateway.failWith = outage;
    await expect(ctx.createMemory.execute(input())).rejects.toBe(outage);
    expectNothingLeft(ctx);
  });

  it('stores no row when the photos cannot be saved', async () => {
    const ctx = setup();
    const diskFull = new Error('disk full');
    ctx.storage.failOnSave = diskFull;
    await expect(ctx.createMemory.execute(input())).rejects.toBe(diskFull);
    expectNothingLeft(ctx);
    expect(ctx.gateway.requests).toEqual([]);
  });

  it('removes the saved photos when the row cannot be stored', async () => {
    const ctx = setup();
    const dbDown = new Error('database unreachable');
    ctx.repository.add = async (_memory: Memory) => {
      throw dbDown;
    };
    await expect(ctx.createMemory.execute(input())).rejects.toBe(dbDown);
    expectNothingLeft(ctx);
    expect(ctx.gateway.requests).toEqual([]);
  });

  it('leaves the photos of other memories alone when undoing', async () => {
    const ctx = setup();
    await ctx.createMemory.execute(input());
    ctx.gateway.failWith = new Error('down');
    await expect(ctx.createMemory.execute(input())).rejects.toThrow('down');
    expect(ctx.repository.all().map((row) => row.id)).toEqual([FIRST_ID]);
    expect(ctx.storage.paths()).toEqual([`/uploads/${FIRST_ID}/0001.webp`, `/uploads/${FIRST_ID}/0002.webp`]);
  });
});

describe('CreateMemory: music that really plays (asked of YouTube before anything is stored)', () => {
  function withVideos(videos: FakeVideoCatalogue) {
    const ctx = setup();
    const createMemory = new CreateMemory(
      ctx.repository,
      ctx.processor,
      ctx.storage,
      ctx.gateway,
      ctx.clock,
      new SequentialIdGenerator(),
      new FakeEmailCorrectionKeys(),
      SPEC_PRICES,
      videos,
    );
    return { ...ctx, createMemory };
  }

  it.each([
    ['not-embeddable', 'memory.youtube-not-embeddable'],
    ['not-found', 'memory.youtube-not-found'],
  ] as const)('refuses a %s video before a photo is processed or anything stored', async (availability, code) => {
    const ctx = withVideos(new FakeVideoCatalogue({ [ID]: { availability } }));
    await expect(ctx.createMemory.execute(input())).rejects.toMatchObject({ code });
    expect(ctx.processor.processed).toBe(0);
    expectNothingLeft(ctx);
  });

  it('keeps the title and channel of a video that plays', async () => {
    const ctx = withVideos(
      new FakeVideoCatalogue({ [ID]: { availability: 'playable', title: '  Evidências   (Ao Vivo) ', channel: 'Chitãozinho & Xororó' } }),
    );
    await ctx.createMemory.execute(input());
    expect(ctx.repository.all()[0]).toMatchObject({ musicTitle: 'Evidências (Ao Vivo)', musicChannel: 'Chitãozinho & Xororó' });
  });

  it('takes the link as it is when YouTube cannot be asked, and asks nothing for a page without music', async () => {
    const unknown = withVideos(new FakeVideoCatalogue());
    await unknown.createMemory.execute(input());
    expect(unknown.repository.all()[0]).toMatchObject({ youtube: `https://www.youtube.com/watch?v=${ID}`, musicTitle: null, musicChannel: null });
    const videos = new FakeVideoCatalogue({ [ID]: { availability: 'not-embeddable' } });
    await withVideos(videos).createMemory.execute(input({ plan: 'basic', photos: [fakeImage('a')] }));
    expect(videos.asked).toEqual([]);
  });
});
