import { describe, expect, it } from 'vitest';
import { CreateMemory, type CreateMemoryInput } from '../../../src/application/buyer/create-memory.js';
import type { OrderAddOn } from '../../../src/application/buyer/order-add-on.js';
import { DeliveryOrderAddOn } from '../../../src/application/delivery/delivery-order-add-on.js';
import { LettersOrderAddOn } from '../../../src/application/letters/letters-order-add-on.js';
import { VoiceOrderAddOn } from '../../../src/application/voice/voice-order-add-on.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { FakeEmailCorrectionKeys } from '../../support/fakes/fake-email-correction-keys.js';
import { FakePaymentGateway } from '../../support/fakes/fake-payment-gateway.js';
import { fakeImage, FakePhotoProcessor } from '../../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryFutureLetters } from '../../support/fakes/in-memory-future-letters.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { InMemoryRecipientDeliveries } from '../../support/fakes/in-memory-recipient-deliveries.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { SequentialIdGenerator } from '../../support/fakes/sequential-id-generator.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { memoryDetailsInput, NOW } from '../../support/mothers/memory.mother.js';

const FIRST_ID = 'mem0000000000001';
/** 12 June 2026, midnight in Brasília. */
const REVEAL_AT = '2026-06-12T00:00';

function setup(extraAddOns: readonly OrderAddOn[] = []) {
  const repository = new InMemoryMemoryRepository();
  const processor = new FakePhotoProcessor();
  const storage = new InMemoryPhotoStorage();
  const gateway = new FakePaymentGateway();
  const deliveries = new InMemoryRecipientDeliveries(new InMemoryTaskQueue<OutboxEmail>(), repository);
  const addOns = [new DeliveryOrderAddOn(deliveries), ...extraAddOns];
  const createMemory = new CreateMemory(
    repository,
    processor,
    storage,
    gateway,
    new FixedClock(NOW),
    new SequentialIdGenerator(),
    new FakeEmailCorrectionKeys(),
    SPEC_PRICES,
    undefined,
    addOns,
  );
  return { repository, processor, storage, gateway, deliveries, createMemory };
}

/** Nothing of a refused order happened: no photo processed, no page, no file. */
function expectNothingStored(ctx: ReturnType<typeof setup>) {
  expect(ctx.processor.processed).toBe(0);
  expect(ctx.repository.all()).toEqual([]);
  expect(ctx.storage.paths()).toEqual([]);
}

const input = (overrides: Partial<CreateMemoryInput> = {}): CreateMemoryInput => ({
  ...memoryDetailsInput(),
  photos: [fakeImage('a')],
  revealAt: REVEAL_AT,
  ...overrides,
});

describe('CreateMemory with the features\' parts of an order ("Deixar ainda mais especial")', () => {
  it('schedules the delivery on the day asked for with the order, to the address as the domain writes it', async () => {
    const ctx = setup();
    const { memoryId } = await ctx.createMemory.execute(input({ recipientEmail: '  Davi@Example.COM ' }));

    expect(await ctx.deliveries.find(memoryId)).toMatchObject({ memoryId, status: 'scheduled', createdAt: NOW, sentAt: null });
    expect((await ctx.deliveries.find(memoryId))?.to).toBe('davi@example.com');
  });

  it.each([undefined, null, '', '   '])('asks for no delivery when the field is %j', async (recipientEmail) => {
    const ctx = setup();
    const { memoryId } = await ctx.createMemory.execute(input({ recipientEmail }));
    expect(await ctx.deliveries.find(memoryId)).toBeNull();
  });

  it.each([
    ['an address that is not one', { recipientEmail: 'davi@' }, 'delivery.email-invalid'],
    ['no reveal date', { recipientEmail: 'davi@example.com', revealAt: '' }, 'delivery.needs-reveal-date'],
  ] as const)('refuses %s before a photo is processed or anything stored', async (_, overrides, code) => {
    const ctx = setup();
    await expect(ctx.createMemory.execute(input(overrides))).rejects.toMatchObject({ code });
    expectNothingStored(ctx);
    expect(await ctx.deliveries.find(FIRST_ID)).toBeNull();
  });

  it("undoes the page and its photos when a feature's write fails, and opens no checkout", async () => {
    const down = new Error('down');
    const failing: OrderAddOn = { prepare: () => () => Promise.reject(down) };
    const ctx = setup([failing]);

    await expect(ctx.createMemory.execute(input({ recipientEmail: 'davi@example.com' }))).rejects.toBe(down);
    expect(ctx.repository.all()).toEqual([]);
    expect(ctx.storage.paths()).toEqual([]);
    expect(ctx.gateway.requests).toEqual([]);
  });

  it("writes a feature's part once the page is stored, before the checkout opens", async () => {
    const seen: string[] = [];
    const ctx = setup([
      { prepare: () => async () => void seen.push(`pages ${ctx.repository.all().length}, checkouts ${ctx.gateway.requests.length}`) },
    ]);
    await ctx.createMemory.execute(input());
    expect(seen).toEqual(['pages 1, checkouts 0']);
  });
});

describe('CreateMemory with "Cartas para o futuro" written with the order (LettersOrderAddOn)', () => {
  const JULY = { title: 'Abra quando sentir saudade', text: 'Você é o meu lugar preferido.', opensOn: '2026-07-12' };
  const CHRISTMAS = { title: '  Nosso   primeiro Natal ', text: 'Que venham muitos.', opensOn: '2026-12-25' };

  function withLetters() {
    const letters = new InMemoryFutureLetters(new InMemoryTaskQueue<OutboxEmail>());
    let written = 0;
    const ids = { memoryId: () => `carta${++written}` };
    return { ...setup([new LettersOrderAddOn(letters, ids)]), letters };
  }

  it('stores each letter, cleaned by the domain, once the page is stored', async () => {
    const ctx = withLetters();
    const { memoryId } = await ctx.createMemory.execute(input({ letters: [CHRISTMAS, JULY] }));

    expect(await ctx.letters.ofPage(memoryId)).toEqual([
      { memoryId, id: 'carta2', ...JULY, createdAt: NOW, openedAt: null },
      { memoryId, id: 'carta1', ...CHRISTMAS, title: 'Nosso primeiro Natal', createdAt: NOW, openedAt: null },
    ]);
  });

  it.each([undefined, []])('writes no letter when the order has %j', async (letters) => {
    const ctx = withLetters();
    const { memoryId } = await ctx.createMemory.execute(input({ letters }));
    expect(await ctx.letters.ofPage(memoryId)).toEqual([]);
  });

  it.each([
    ['a letter on the basic plan', { plan: 'basic', letters: [JULY] }, 'letters.not-on-plan'],
    ['thirteen letters', { letters: Array.from({ length: 13 }, () => JULY) }, 'letters.too-many'],
    ['a day in the past', { letters: [JULY, { ...JULY, opensOn: '2026-03-01' }] }, 'letters.day-out-of-range'],
    ['today', { letters: [{ ...JULY, opensOn: '2026-03-10' }] }, 'letters.day-out-of-range'],
    ['a day past five years', { letters: [{ ...JULY, opensOn: '2031-03-11' }] }, 'letters.day-out-of-range'],
    ['a letter without a title', { letters: [{ ...JULY, title: '  ' }] }, 'letters.title-required'],
    ['a letter without its text', { letters: [{ ...JULY, text: '' }] }, 'letters.text-required'],
    ['a text past 2,000 characters', { letters: [{ ...JULY, text: 'a'.repeat(2001) }] }, 'letters.text-too-long'],
  ] as const)('refuses %s before a photo is processed or anything stored', async (_, overrides, code) => {
    const ctx = withLetters();
    await expect(ctx.createMemory.execute(input(overrides))).rejects.toMatchObject({ code });
    expectNothingStored(ctx);
    expect(await ctx.letters.ofPage(FIRST_ID)).toEqual([]);
  });
});

describe('CreateMemory with "Um áudio seu" sent ahead (VoiceOrderAddOn)', () => {
  const encoded = new Uint8Array([0, 0, 0, 32, 102, 116, 121, 112]);
  const withVoice = () => {
    const ctx = setup();
    const addOn = new VoiceOrderAddOn(ctx.repository, ctx.storage);
    return { ...ctx, ...setupWith(ctx, addOn) };
  };
  function setupWith(ctx: ReturnType<typeof setup>, addOn: OrderAddOn) {
    const createMemory = new CreateMemory(
      ctx.repository,
      ctx.processor,
      ctx.storage,
      ctx.gateway,
      new FixedClock(NOW),
      new SequentialIdGenerator(),
      new FakeEmailCorrectionKeys(),
      SPEC_PRICES,
      undefined,
      [addOn],
    );
    return { createMemory };
  }

  it("stores the encoded voice in the page's folder and the page names it, as it was sent (no decoding)", async () => {
    const ctx = withVoice();
    const { memoryId } = await ctx.createMemory.execute(input({ plan: 'premium', voice: encoded }));
    const voice = (await ctx.repository.findById(memoryId))!.voice!;
    expect(voice).toMatch(new RegExp(`^/uploads/${memoryId}/.+\\.m4a$`));
    expect(ctx.storage.paths()).toContain(voice);
  });

  it('names no voice when the order sends none', async () => {
    const ctx = withVoice();
    const { memoryId } = await ctx.createMemory.execute(input({ plan: 'premium', voice: null }));
    expect((await ctx.repository.findById(memoryId))!.voice).toBeNull();
  });

  it('refuses a voice on the Anual plan before a photo is processed or anything stored', async () => {
    const ctx = withVoice();
    await expect(ctx.createMemory.execute(input({ plan: 'basic', voice: encoded }))).rejects.toMatchObject({ code: 'voice.not-on-plan' });
    expectNothingStored(ctx);
  });
});
