import { questionGateFor } from '../../support/fakes/in-memory-page-questions.js';
import { describe, expect, it } from 'vitest';
import { GetPublicPage } from '../../../src/application/buyer/get-public-page.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { aMemory, NOW, SAMPLE_MEMORY } from '../../support/mothers/memory.mother.js';

const ID = 'mem0000000000001';
const SLUG = 'ana-julia-e-joao';
const ONE_YEAR_LATER = new Date('2027-03-10T15:00:00.000Z');

async function setup(memory: Memory | null, now: Date = NOW) {
  const repository = new InMemoryMemoryRepository();
  if (memory) await repository.add(memory);
  return new GetPublicPage(repository, new FixedClock(now), questionGateFor());
}

describe('GetPublicPage (spec §2 /:slug/:id, §6 anyone with slug and id; decisions: only active pages are public)', () => {
  it('shows an active page without the buyer e-mail', async () => {
    const getPublicPage = await setup(aMemory({ id: ID, status: 'active' }));
    const view = await getPublicPage.execute({ slug: SLUG, id: ID });
    const { yourName, lovedName, datingSince, message, plan, youtube, email } = SAMPLE_MEMORY;
    expect(view).toEqual({
      id: ID,
      slug: SLUG,
      yourName,
      lovedName,
      datingSince,
      message,
      plan,
      youtube,
      musicTitle: null,
      musicChannel: null,
      photos: [`/uploads/${ID}/a.webp`, `/uploads/${ID}/b.webp`],
      photoPlaceholders: [null, null],
      photoAvifWidths: [[], []],
      story: [],
      palette: 'rose',
      fallingEmoji: 'hearts',
      revealStyle: 'tap',
      repliesOpen: true,
      opensAt: null,
    });
    expect(JSON.stringify(view)).not.toContain(email);
  });

  it('shows a basic page until the last millisecond of its year', async () => {
    const getPublicPage = await setup(aMemory({ id: ID, details: { plan: 'basic' }, status: 'active' }), new Date(ONE_YEAR_LATER.getTime() - 1));
    await expect(getPublicPage.execute({ slug: SLUG, id: ID })).resolves.toMatchObject({ id: ID, plan: 'basic', youtube: null });
  });

  it.each<[string, () => Memory | null, { slug: string; id: string }]>([
    ['an unknown id', () => null, { slug: SLUG, id: ID }],
    ['a wrong slug', () => aMemory({ id: ID, status: 'active' }), { slug: 'bia-e-joao', id: ID }],
    ['an empty slug', () => aMemory({ id: ID, status: 'active' }), { slug: '', id: ID }],
    ['a pending page', () => aMemory({ id: ID, status: 'pending_payment' }), { slug: SLUG, id: ID }],
    ['a page whose payment failed', () => aMemory({ id: ID, status: 'payment_failed' }), { slug: SLUG, id: ID }],
  ])('%s → memory.not-found', async (_case, build, input) => {
    const getPublicPage = await setup(build());
    await expect(getPublicPage.execute(input)).rejects.toMatchObject({ code: 'memory.not-found' });
  });

  it.each<[string, () => Memory, Date, string]>([
    ['an expired page', () => aMemory({ id: ID, details: { plan: 'basic' }, status: 'expired' }), NOW, 'expired'],
    ['a suspended page', () => aMemory({ id: ID, status: 'suspended' }), NOW, 'suspended'],
    ['a basic page at its end, still active', () => aMemory({ id: ID, details: { plan: 'basic' }, status: 'active' }), ONE_YEAR_LATER, 'expired'],
    [
      'a basic page past its end, still active',
      () => aMemory({ id: ID, details: { plan: 'basic' }, status: 'active' }),
      new Date('2028-01-01T00:00:00Z'),
      'expired',
    ],
  ])('%s → memory.no-longer-available', async (_case, build, now, reason) => {
    const getPublicPage = await setup(build(), now);
    await expect(getPublicPage.execute({ slug: SLUG, id: ID })).rejects.toMatchObject({
      code: 'memory.no-longer-available',
      details: { reason },
    });
  });

  it('makes a page’s view once per state: the next read gets that view, a change to the page a new one', async () => {
    const repository = new InMemoryMemoryRepository();
    await repository.add(aMemory({ id: ID, status: 'active' }));
    const clock = new FixedClock(NOW);
    const getPublicPage = new GetPublicPage(repository, clock, questionGateFor());

    const first = await getPublicPage.execute({ slug: SLUG, id: ID });
    expect(await getPublicPage.execute({ slug: SLUG, id: ID })).toBe(first);

    const memory = (await repository.findById(ID))!;
    expect(memory.setRepliesEnabled(false, NOW)).toBe(true);
    await repository.update(memory);
    const changed = await getPublicPage.execute({ slug: SLUG, id: ID });
    expect(changed).not.toBe(first);
    expect(changed).toMatchObject({ repliesOpen: false });
    expect(first).toMatchObject({ repliesOpen: true });
  });

  it('keeps a premium page public forever', async () => {
    const getPublicPage = await setup(aMemory({ id: ID, status: 'active' }), new Date('2126-03-10T15:00:00Z'));
    await expect(getPublicPage.execute({ slug: SLUG, id: ID })).resolves.toMatchObject({ id: ID });
  });
});
