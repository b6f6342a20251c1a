import { describe, expect, it } from 'vitest';
import { frozen, type MemoryState } from '../../../src/domain/memory/memory-state.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const STORY = [{ date: '2021-06-12', time: null, title: 'O primeiro encontro', line: '' }];
const ORDER = { orderId: 'upgrade.m1.abcdef', kind: 'upgrade', paymentId: 'pay-2', amountCents: 400, at: new Date(0) } as const;

const unfrozen = (): MemoryState => ({
  ...aMemory({ details: { plan: 'premium' } }).snapshot(),
  photos: ['/a.webp'],
  photoPlaceholders: {},
  photoAvifWidths: {},
  orders: [{ ...ORDER }],
  story: [{ ...STORY[0]! }],
});

describe('a frozen state', () => {
  it('is the same object, read-only with everything it holds', () => {
    const state = unfrozen();
    expect(frozen(state)).toBe(state);
    expect(Object.isFrozen(state)).toBe(true);
    for (const part of [state.photos, state.photoPlaceholders, state.photoAvifWidths, state.orders, state.orders[0], state.story, state.story[0]]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
  });

  it('is returned as it is when frozen already, its parts left alone', () => {
    const photos = ['/a.webp'];
    const state = Object.freeze({ ...unfrozen(), photos });
    expect(frozen(state)).toBe(state);
    expect(Object.isFrozen(photos)).toBe(false);
  });
});
