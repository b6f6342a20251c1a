import { questionGateFor } from '../../support/fakes/in-memory-page-questions.js';
import { describe, expect, it } from 'vitest';
import { CheckPhotoAccess } from '../../../src/application/buyer/check-photo-access.js';
import { GetOwnedMemory } from '../../../src/application/buyer/get-owned-memory.js';
import { GetPublicPage } from '../../../src/application/buyer/get-public-page.js';
import { RecordPageOpening } from '../../../src/application/openings/record-page-opening.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeEmailCorrectionKeys } from '../../support/fakes/fake-email-correction-keys.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageOpenings } from '../../support/fakes/in-memory-page-openings.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';

const ID = 'mem0000000000001';
const SLUG = 'ana-julia-e-joao';
/** 12 June 2026, 00:00 in São Paulo. */
const REVEAL = '2026-06-12T03:00:00.000Z';
const BEFORE = new Date('2026-06-12T02:59:59.000Z');
const PHOTO = `/uploads/${ID}/a.webp`;

async function setup(revealAt: string | null = '2026-06-12T00:00') {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  await repository.add(aMemory({ id: ID, status: 'active', details: { revealAt } }));
  const clock = new FixedClock(BEFORE);
  const editTokens = new FakeEditTokens();
  const openings = new InMemoryPageOpenings(outbox);
  return {
    clock,
    outbox,
    openings,
    page: new GetPublicPage(repository, clock, questionGateFor()),
    owned: new GetOwnedMemory(repository, editTokens, clock),
    photos: new CheckPhotoAccess(repository, editTokens, clock, questionGateFor()),
    open: new RecordPageOpening(
      repository,
      openings,
      clock,
      new FakeEditTokens(),
      new FakeEmailCorrectionKeys(),
      new RecordingOutcomes(),
      questionGateFor(),
    ),
  };
}

describe('a page with a reveal date, before and after it', () => {
  it('shows its visitors only the names and when it opens, then the whole page from the reveal instant on', async () => {
    const ctx = await setup();
    const sealed = await ctx.page.execute({ slug: SLUG, id: ID });
    expect(sealed).toEqual({
      id: ID,
      slug: SLUG,
      yourName: 'Ana Júlia',
      lovedName: 'João',
      plan: 'premium',
      opensAt: REVEAL,
      palette: 'rose',
      fallingEmoji: 'hearts',
      revealStyle: 'tap',
    });
    ctx.clock.set(REVEAL);
    expect(await ctx.page.execute({ slug: SLUG, id: ID })).toMatchObject({
      opensAt: null,
      message: 'Cada dia ao seu lado é o meu favorito.',
      photos: [PHOTO, `/uploads/${ID}/b.webp`],
    });
  });

  it('gives the owner the whole page and the date as the form shows it, before and after', async () => {
    const ctx = await setup();
    const before = await ctx.owned.execute({ id: ID, token: `token-${ID}-v1` });
    expect(before).toMatchObject({ message: 'Cada dia ao seu lado é o meu favorito.', revealAt: '2026-06-12T00:00', opensAt: REVEAL });
    ctx.clock.set(REVEAL);
    expect(await ctx.owned.execute({ id: ID, token: `token-${ID}-v1` })).toMatchObject({ revealAt: '2026-06-12T00:00', opensAt: null });
  });

  it('serves its photos, every width, only to the owner’s key until the reveal, then to everybody', async () => {
    const ctx = await setup();
    const key = await ctx.owned.photoPreviewKey({ id: ID, token: `token-${ID}-v1` });
    for (const storedPath of [PHOTO, `/uploads/${ID}/a-480.webp`, `/uploads/${ID}/a-720.webp`, `/uploads/${ID}/a-1080.webp`]) {
      await expect(ctx.photos.execute({ memoryId: ID, storedPath })).resolves.toBe('hidden');
      await expect(ctx.photos.execute({ memoryId: ID, storedPath, previewKey: 'forged' })).resolves.toBe('hidden');
      await expect(ctx.photos.execute({ memoryId: ID, storedPath, previewKey: `token-${ID}-v1` })).resolves.toBe('hidden');
      await expect(ctx.photos.execute({ memoryId: ID, storedPath, previewKey: key })).resolves.toBe('private');
    }
    // The page itself is there (its preview images and folders are kept).
    await expect(ctx.photos.execute({ memoryId: ID })).resolves.toBe('public');
    ctx.clock.set(REVEAL);
    await expect(ctx.photos.execute({ memoryId: ID, storedPath: PHOTO })).resolves.toBe('public');
  });

  it('counts no opening and sends no e-mail before the reveal; the first opening after it is announced', async () => {
    const ctx = await setup();
    expect(await ctx.open.execute({ slug: SLUG, id: ID })).toEqual({ counted: false, first: false, emailQueued: false });
    expect((await ctx.openings.find(ID)).count).toBe(0);
    expect(ctx.outbox.all()).toHaveLength(0);
    ctx.clock.set(REVEAL);
    expect(await ctx.open.execute({ slug: SLUG, id: ID })).toMatchObject({ counted: true, first: true, emailQueued: true });
  });

  it('leaves a page without a reveal date open as soon as it is paid', async () => {
    const ctx = await setup(null);
    ctx.clock.set(NOW.toISOString());
    expect(await ctx.page.execute({ slug: SLUG, id: ID })).toMatchObject({ opensAt: null });
  });
});
