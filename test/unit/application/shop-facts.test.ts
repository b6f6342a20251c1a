import { beforeEach, describe, expect, it } from 'vitest';
import { shopFactsOf, shopIdOfManifest, snapshotFactsIn } from '../../../src/application/backup/shop-facts.js';
import type { ShopRow } from '../../../src/application/ports/shop-rows.js';
import { bytes, DAY, ShopOnFakes } from '../../support/backup/shop-on-fakes.js';

let shop: ShopOnFakes;

beforeEach(() => {
  shop = new ShopOnFakes();
});

const withIdentity = (...rows: ShopRow[]) => {
  shop.rows.tables.shop_identity = rows;
  return shopFactsOf(shop.rows);
};

describe('the shop in a database', () => {
  it('is its identity row’s shop id and its count of pages', async () => {
    await expect(withIdentity({ id: 1, shop_id: 'shop-a' })).resolves.toEqual({ shopId: 'shop-a', pages: 2 });
  });

  it('has no id without an identity table, with an empty one, or with an id that is blank or not text', async () => {
    await expect(shopFactsOf(shop.rows)).resolves.toEqual({ shopId: null, pages: 2 });
    await expect(withIdentity()).resolves.toEqual({ shopId: null, pages: 2 });
    await expect(withIdentity({ id: 1, shop_id: '' })).resolves.toEqual({ shopId: null, pages: 2 });
    await expect(withIdentity({ id: 1, shop_id: 7 })).resolves.toEqual({ shopId: null, pages: 2 });
  });

  it('has no pages without a table of pages', async () => {
    shop.rows.tables = { email_outbox: [] };
    await expect(shopFactsOf(shop.rows)).resolves.toEqual({ shopId: null, pages: 0 });
  });
});

describe('whose a snapshot is', () => {
  it('is the shop id its manifest’s identity row carries, when it is text and not blank', async () => {
    const { snapshot } = await shop.take();
    const manifest = shop.manifest(snapshot);
    expect(shopIdOfManifest({ ...manifest, shopIdentity: { shop_id: 'shop-a' } })).toBe('shop-a');
    expect(shopIdOfManifest({ ...manifest, shopIdentity: { shop_id: '' } })).toBeNull();
    expect(shopIdOfManifest({ ...manifest, shopIdentity: { shop_id: 7 } })).toBeNull();
    expect(shopIdOfManifest({ ...manifest, shopIdentity: null })).toBeNull();
  });

  it('is known for every snapshot whose manifest reads, oldest first; the others are passed over', async () => {
    shop.rows.tables.shop_identity = [{ id: 1, shop_id: 'shop-a' }];
    const first = (await shop.take()).snapshot;
    shop.clock.advance(DAY);
    shop.rows.tables.memories = [];
    const second = (await shop.take({ allowEmptyShop: true })).snapshot;
    await shop.destination.putManifest('20261126T000000000Z', bytes('not json'));
    shop.destination.listedOnly.add('20261129T000000000Z');
    await expect(snapshotFactsIn(shop.destination)).resolves.toEqual([
      { id: first, at: new Date('2026-11-27T03:00:00.000Z'), shopId: 'shop-a', pages: 2 },
      { id: second, at: new Date('2026-11-28T03:00:00.000Z'), shopId: 'shop-a', pages: 0 },
    ]);
  });
});
