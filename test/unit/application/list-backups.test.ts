import { describe, expect, it } from 'vitest';
import { ListBackups } from '../../../src/application/backup/list-backups.js';
import { bytes, DAY, ShopOnFakes } from '../../support/backup/shop-on-fakes.js';

describe('ListBackups', () => {
  it('sums up each snapshot, oldest first; one it cannot read with what its id tells, one gone not at all', async () => {
    const shop = new ShopOnFakes();
    shop.rows.tables.shop_identity = [{ id: 1, shop_id: 'shop-a' }];
    const { snapshot } = await shop.take();
    // The rows of the pages and of the shop's identity, three photos and the data folder's secret.
    const size = [...shop.destination.blobs.values()].reduce((sum, blob) => sum + blob.bytes.length, 0);
    shop.clock.advance(DAY);
    await shop.destination.putManifest('20261128T000000000Z', bytes('{"format":"memories-backup/2"}'));
    shop.destination.listedOnly.add('20261129T000000000Z');
    await expect(new ListBackups(shop.destination).execute()).resolves.toEqual([
      { snapshot, createdAt: '2026-11-27T03:00:00.000Z', pages: 2, files: 6, bytes: size, engine: 'sqlite', shopId: 'shop-a' },
      { snapshot: '20261128T000000000Z', createdAt: null, pages: 0, files: 0, bytes: 0, engine: null, shopId: null },
    ]);
  });
});
