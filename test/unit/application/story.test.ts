import { describe, expect, it } from 'vitest';
import { CreateMemory, type CreateMemoryInput } from '../../../src/application/buyer/create-memory.js';
import { UpdateMemory, type UpdateMemoryInput } from '../../../src/application/buyer/update-memory.js';
import { ownedMemoryView, publicPageView } from '../../../src/application/shared/memory-views.js';
import type { StoryMomentInput } from '../../../src/domain/story/story.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeEmailCorrectionKeys } from '../../support/fakes/fake-email-correction-keys.js';
import { FakePaymentGateway } from '../../support/fakes/fake-payment-gateway.js';
import { fakeImage, FakePhotoProcessor } from '../../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { SequentialIdGenerator } from '../../support/fakes/sequential-id-generator.js';
import { aMemory, memoryDetailsInput, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';

const ID = 'mem0000000000001';
const LATER = new Date('2026-03-12T10:00:00.000Z');
const STORY: StoryMomentInput[] = [
  { date: '2023-12-24', time: '23:50', title: 'Natal na <i>praia</i>', line: 'Fogos de longe.' },
  { date: '2021-06-12', title: 'Primeiro encontro' },
];
const STORED = [
  { date: '2021-06-12', time: null, title: 'Primeiro encontro', line: '' },
  { date: '2023-12-24', time: '23:50', title: 'Natal na praia', line: 'Fogos de longe.' },
];

function setup() {
  const repository = new InMemoryMemoryRepository();
  const storage = new InMemoryPhotoStorage();
  const processor = new FakePhotoProcessor();
  const clock = new FixedClock(NOW);
  const create = new CreateMemory(
    repository,
    processor,
    storage,
    new FakePaymentGateway(),
    clock,
    new SequentialIdGenerator(),
    new FakeEmailCorrectionKeys(),
    SPEC_PRICES,
  );
  const update = new UpdateMemory(repository, new FakeEditTokens(), processor, storage, clock, new RecordingOutcomes());
  return { repository, storage, clock, create, update };
}

const order = (overrides: Partial<CreateMemoryInput>): CreateMemoryInput => ({ ...memoryDetailsInput(), photos: [fakeImage('a')], ...overrides });
const edit = (overrides: Partial<UpdateMemoryInput>): UpdateMemoryInput => ({
  id: ID,
  token: `token-${ID}-v1`,
  message: 'Mensagem nova',
  datingSince: '2021-06-12',
  youtube: null,
  removedPhotos: [],
  photos: [],
  ...overrides,
});

describe('Nossa história on creation', () => {
  it('stores the moments of a Pra Sempre order cleaned and in date order', async () => {
    const ctx = setup();
    await ctx.create.execute(order({ plan: 'premium', story: STORY }));
    expect(ctx.repository.all()[0]!.story).toEqual(STORED);
  });

  it('refuses moments on a basic order with story.not-in-plan, and stores no row and no photo', async () => {
    const ctx = setup();
    await expect(ctx.create.execute(order({ plan: 'basic', youtube: '', story: STORY }))).rejects.toMatchObject({ code: 'story.not-in-plan' });
    expect(ctx.repository.all()).toEqual([]);
    expect(ctx.storage.paths()).toEqual([]);
  });

  it('refuses a ninth moment, or a bad one, naming it, and stores nothing', async () => {
    const ctx = setup();
    const nine = Array.from({ length: 9 }, (_, i) => ({ date: `201${i}-01-01`, title: `Momento ${i}` }));
    await expect(ctx.create.execute(order({ plan: 'premium', story: nine }))).rejects.toMatchObject({ code: 'story.too-many-moments' });
    await expect(
      ctx.create.execute(order({ plan: 'premium', story: [...STORY, { date: '2022-01-01', title: 'x'.repeat(61) }] })),
    ).rejects.toMatchObject({ code: 'story.moment-title-too-long', details: { moment: 3, limit: 60 } });
    expect(ctx.repository.all()).toEqual([]);
    expect(ctx.storage.paths()).toEqual([]);
  });
});

describe('Nossa história in the editor and on the page', () => {
  async function premiumPage(ctx: ReturnType<typeof setup>) {
    await ctx.repository.add(aMemory({ id: ID, details: { plan: 'premium', story: STORY }, status: 'active' }));
  }

  it('the owner replaces the moments; an edit without them leaves them; an empty list removes them', async () => {
    const ctx = setup();
    await premiumPage(ctx);
    const view = await ctx.update.execute(edit({ story: [{ date: '2020-02-29', time: '10:00', title: 'Um dia raro', line: 'Bissexto.' }] }));
    expect(view.story).toEqual([{ date: '2020-02-29', time: '10:00', title: 'Um dia raro', line: 'Bissexto.' }]);
    await ctx.update.execute(edit({}));
    expect((await ctx.repository.findById(ID))!.snapshot().story).toHaveLength(1);
    await ctx.update.execute(edit({ story: [] }));
    expect((await ctx.repository.findById(ID))!.snapshot().story).toEqual([]);
  });

  it('a bad moment in an edit changes nothing', async () => {
    const ctx = setup();
    await premiumPage(ctx);
    const before = (await ctx.repository.findById(ID))!.snapshot();
    await expect(ctx.update.execute(edit({ story: [{ date: '2099-01-01', title: 'Futuro' }] }))).rejects.toMatchObject({
      code: 'story.moment-date-in-future',
    });
    expect((await ctx.repository.findById(ID))!.snapshot()).toEqual(before);
  });

  it('a basic page may not get moments in an edit', async () => {
    const ctx = setup();
    await ctx.repository.add(aMemory({ id: ID, details: { plan: 'basic', youtube: '' }, status: 'active' }));
    await expect(ctx.update.execute(edit({ story: STORY }))).rejects.toMatchObject({ code: 'story.not-in-plan' });
    expect((await ctx.repository.findById(ID))!.snapshot().story).toEqual([]);
  });

  it('the page shows them after it opens, never while it is sealed', async () => {
    const memory = aMemory({ id: ID, details: { plan: 'premium', story: STORY, revealAt: '2026-06-12T00:00' }, status: 'active' });
    expect(publicPageView(memory, NOW)).not.toHaveProperty('story');
    expect(JSON.stringify(publicPageView(memory, NOW))).not.toContain('Primeiro encontro');
    expect(publicPageView(memory, new Date('2026-06-13T00:00:00.000Z'))).toMatchObject({ story: STORED });
    expect(ownedMemoryView(memory, NOW).story).toEqual(STORED);
  });

  it('an upgrade refunded hides the moments as it hides the extra photos; the editor keeps them; an upgrade brings them back', async () => {
    const ctx = setup();
    await ctx.repository.add(aMemory({ id: ID, details: { plan: 'basic', youtube: '' }, status: 'active' }));
    const memory = (await ctx.repository.findById(ID))!;
    memory.applyOrder({ orderId: 'up-1', kind: 'upgrade', paymentId: 'pay-up-1', amountCents: 400 }, LATER);
    await ctx.repository.update(memory);
    await ctx.update.execute(edit({ story: STORY }));
    expect(publicPageView((await ctx.repository.findById(ID))!, LATER)).toMatchObject({ plan: 'premium', story: STORED });

    const refunded = (await ctx.repository.findById(ID))!;
    expect(refunded.reverseOrder('up-1', 'pay-up-1', LATER)).toBe('undone');
    await ctx.repository.update(refunded);
    const basic = (await ctx.repository.findById(ID))!;
    expect(publicPageView(basic, LATER)).toMatchObject({ plan: 'basic', story: [] });
    expect(ownedMemoryView(basic, LATER).story).toEqual([]);
    // An edit of the basic page (no moments sent) keeps them, hidden.
    await ctx.update.execute(edit({ message: 'Ainda aqui' }));
    expect((await ctx.repository.findById(ID))!.snapshot().story).toEqual(STORED);

    const again = (await ctx.repository.findById(ID))!;
    again.applyOrder({ orderId: 'up-2', kind: 'upgrade', paymentId: 'pay-up-2', amountCents: 400 }, LATER);
    expect(publicPageView(again, LATER)).toMatchObject({ plan: 'premium', story: STORED });
  });
});
