import { describe, expect, it } from 'vitest';
import { GetOwnedMemory } from '../../../src/application/buyer/get-owned-memory.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

const ID = 'mem0000000000001';
const TOKEN_V1 = `token-${ID}-v1`;
const TOKEN_V2 = `token-${ID}-v2`;

async function setup(...memories: Memory[]) {
  const repository = new InMemoryMemoryRepository();
  for (const memory of memories) await repository.add(memory);
  return new GetOwnedMemory(repository, new FakeEditTokens(), new FixedClock(NOW));
}

describe('GetOwnedMemory (spec §7 GET /update/{id}; decisions: the owner and who may edit)', () => {
  it('returns the record for the edit page to the holder of the token, without the e-mail', async () => {
    const getOwnedMemory = await setup(aMemory({ id: ID, details: { plan: 'basic' }, status: 'active' }));
    const view = await getOwnedMemory.execute({ id: ID, token: TOKEN_V1 });
    expect(view).toEqual({
      id: ID,
      slug: 'ana-julia-e-joao',
      yourName: 'Ana Júlia',
      lovedName: 'João',
      datingSince: '2021-06-12T20:30',
      message: 'Cada dia ao seu lado é o meu favorito.',
      plan: 'basic',
      youtube: null,
      musicTitle: null,
      musicChannel: null,
      photos: [`/uploads/${ID}/a.webp`],
      photoPlaceholders: [null],
      photoAvifWidths: [[]],
      story: [],
      palette: 'rose',
      fallingEmoji: 'hearts',
      revealStyle: 'tap',
      repliesOpen: true,
      endsAt: '2027-03-10T15:00:00.000Z',
      revealAt: null,
      opensAt: null,
    });
    expect(JSON.stringify(view)).not.toContain('ana@example.com');
  });

  it('shows no end date for a premium page', async () => {
    const getOwnedMemory = await setup(aMemory({ id: ID, status: 'active' }));
    await expect(getOwnedMemory.execute({ id: ID, token: TOKEN_V1 })).resolves.toMatchObject({ plan: 'premium', endsAt: null });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
  ])('a %s token → edit-token.missing', async (_case, token) => {
    const getOwnedMemory = await setup(aMemory({ id: ID, status: 'active' }));
    await expect(getOwnedMemory.execute({ id: ID, token })).rejects.toMatchObject({ code: 'edit-token.missing' });
  });

  it('a missing token is reported before the id is looked up', async () => {
    const getOwnedMemory = await setup();
    await expect(getOwnedMemory.execute({ id: 'nope', token: undefined })).rejects.toMatchObject({ code: 'edit-token.missing' });
  });

  it.each([
    ['a wrong token', 'not-the-token'],
    ['the token of another memory', 'token-mem0000000000002-v1'],
    ['a token of a version not issued yet', TOKEN_V2],
  ])('%s → edit-token.invalid', async (_case, token) => {
    const getOwnedMemory = await setup(aMemory({ id: ID, status: 'active' }), aMemory({ id: 'mem0000000000002', status: 'active' }));
    await expect(getOwnedMemory.execute({ id: ID, token })).rejects.toMatchObject({ code: 'edit-token.invalid' });
  });

  it('refuses a revoked link and accepts the new one', async () => {
    const memory = aMemory({ id: ID, status: 'active' });
    memory.revokeEditLinks(NOW);
    const getOwnedMemory = await setup(memory);
    await expect(getOwnedMemory.execute({ id: ID, token: TOKEN_V1 })).rejects.toMatchObject({ code: 'edit-token.invalid' });
    await expect(getOwnedMemory.execute({ id: ID, token: TOKEN_V2 })).resolves.toMatchObject({ id: ID });
  });

  it('answers memory.not-found for an unknown id', async () => {
    const getOwnedMemory = await setup();
    await expect(getOwnedMemory.execute({ id: ID, token: TOKEN_V1 })).rejects.toMatchObject({ code: 'memory.not-found' });
  });

  it.each<[string, () => Memory, string]>([
    ['a pending page', () => aMemory({ id: ID, status: 'pending_payment' }), 'memory.not-found'],
    ['a page whose payment failed', () => aMemory({ id: ID, status: 'payment_failed' }), 'memory.not-found'],
    ['an expired page', () => aMemory({ id: ID, details: { plan: 'basic' }, status: 'expired' }), 'memory.no-longer-available'],
    ['a suspended page', () => aMemory({ id: ID, status: 'suspended' }), 'memory.no-longer-available'],
    [
      'a basic page past its end, still active',
      () => aMemory({ id: ID, details: { plan: 'basic' }, status: 'active', createdAt: new Date('2025-01-01T12:00:00Z') }),
      'memory.no-longer-available',
    ],
  ])('%s, even with the right token → %s', async (_case, build, code) => {
    const getOwnedMemory = await setup(build());
    await expect(getOwnedMemory.execute({ id: ID, token: TOKEN_V1 })).rejects.toMatchObject({ code });
  });

  it('does not tell a stranger with a wrong token whether a page is pending', async () => {
    const getOwnedMemory = await setup(aMemory({ id: ID, status: 'pending_payment' }));
    await expect(getOwnedMemory.execute({ id: ID, token: 'guess' })).rejects.toMatchObject({ code: 'edit-token.invalid' });
  });
});
