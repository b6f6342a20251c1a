import { describe, expect, it } from 'vitest';
import { backupRefusal, newestWithPagesOfEachShop, restoreRefusal, type SnapshotFacts } from '../../../src/domain/backup/snapshot-ownership.js';

const snapshot = (id: string, shopId: string | null, pages: number): SnapshotFacts => ({
  id,
  at: new Date(`2026-12-0${id}T03:00:00Z`),
  shopId,
  pages,
});
const none = { otherShop: false, emptyShop: false };

describe('backupRefusal', () => {
  it.each([
    ['a new destination', { shopId: 'A', pages: 0 }, null, null],
    ['the same shop', { shopId: 'A', pages: 3 }, snapshot('1', 'A', 30), null],
    ['a shop that got its id after the snapshot', { shopId: 'A', pages: 3 }, snapshot('1', null, 30), null],
    ['another shop id', { shopId: 'B', pages: 3 }, snapshot('1', 'A', 30), 'other-shop'],
    ['a shop without an id over one with', { shopId: null, pages: 0 }, snapshot('1', 'A', 30), 'other-shop'],
    ['an empty shop over pages', { shopId: 'A', pages: 0 }, snapshot('1', 'A', 30), 'empty-shop'],
    ['an empty shop over an empty snapshot', { shopId: 'A', pages: 0 }, snapshot('1', 'A', 0), null],
  ] as const)('%s', (_case, shop, newest, reason) => {
    expect(backupRefusal(shop, newest, none)?.reason ?? null).toBe(reason);
  });

  it('lets the operator say so', () => {
    expect(backupRefusal({ shopId: 'B', pages: 3 }, snapshot('1', 'A', 30), { otherShop: true, emptyShop: false })).toBeNull();
    expect(backupRefusal({ shopId: 'A', pages: 0 }, snapshot('1', 'A', 30), { otherShop: false, emptyShop: true })).toBeNull();
  });
});

describe('restoreRefusal', () => {
  it.each([
    ['into a new shop', snapshot('1', 'A', 30), { shopId: null, pages: 0 }, null],
    ['an empty snapshot', snapshot('1', 'A', 0), { shopId: null, pages: 0 }, 'empty-shop'],
    ['over the same shop', snapshot('1', 'A', 30), { shopId: 'A', pages: 5 }, null],
    ['over another shop with pages', snapshot('1', 'A', 30), { shopId: 'B', pages: 5 }, 'other-shop'],
    ['over another shop without pages', snapshot('1', 'A', 30), { shopId: 'B', pages: 0 }, null],
    ['over a shop without an id that holds pages', snapshot('1', 'A', 30), { shopId: null, pages: 5 }, null],
    ['a snapshot without an id over a shop with pages', snapshot('1', null, 30), { shopId: 'B', pages: 5 }, 'other-shop'],
  ] as const)('%s', (_case, chosen, target, reason) => {
    expect(restoreRefusal(chosen, target, none)?.reason ?? null).toBe(reason);
  });
});

describe('restoreRefusal, told so', () => {
  it('restores an empty snapshot, or another shop over one with pages, only when the operator says so', () => {
    expect(restoreRefusal(snapshot('1', 'A', 0), { shopId: null, pages: 0 }, { otherShop: true, emptyShop: false })?.reason).toBe('empty-shop');
    expect(restoreRefusal(snapshot('1', 'A', 0), { shopId: null, pages: 0 }, { otherShop: false, emptyShop: true })).toBeNull();
    expect(restoreRefusal(snapshot('1', 'A', 30), { shopId: 'B', pages: 5 }, { otherShop: false, emptyShop: true })?.reason).toBe('other-shop');
    expect(restoreRefusal(snapshot('1', 'A', 30), { shopId: 'B', pages: 5 }, { otherShop: true, emptyShop: false })).toBeNull();
  });

  it('names the snapshot and the shop it would replace', () => {
    const chosen = snapshot('1', 'A', 30);
    expect(restoreRefusal(chosen, { shopId: 'B', pages: 5 }, none)).toEqual({ reason: 'other-shop', snapshot: chosen, shopId: 'B' });
    expect(backupRefusal({ shopId: 'B', pages: 3 }, chosen, none)).toEqual({ reason: 'other-shop', snapshot: chosen, shopId: 'B' });
    expect(backupRefusal({ shopId: 'A', pages: 0 }, chosen, none)).toEqual({ reason: 'empty-shop', snapshot: chosen });
  });
});

describe('newestWithPagesOfEachShop', () => {
  it('of two snapshots of a shop taken at the same instant, keeps the last by id, in whatever order they come', () => {
    const at = new Date('2026-12-01T03:00:00Z');
    const twins = [
      { id: 'a', at, shopId: 'A', pages: 1 },
      { id: 'b', at, shopId: 'A', pages: 1 },
    ];
    expect(newestWithPagesOfEachShop(twins)).toEqual(new Set(['b']));
    expect(newestWithPagesOfEachShop([...twins].reverse())).toEqual(new Set(['b']));
  });

  it('keeps the newest snapshot holding pages of every shop id, skipping newer empty ones', () => {
    const kept = newestWithPagesOfEachShop([
      snapshot('1', 'A', 30),
      snapshot('2', 'A', 31),
      snapshot('3', null, 0),
      snapshot('4', 'A', 0),
      snapshot('5', 'B', 2),
      snapshot('6', null, 1),
    ]);
    expect([...kept].sort()).toEqual(['2', '5', '6']);
  });
});
