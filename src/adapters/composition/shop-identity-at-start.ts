import { PHOTO_QUARANTINE_DAYS } from '../../application/safekeeping/photo-sweep-limit.js';
import { CheckShopIdentity, type ShopIdentityVerdict } from '../../application/safekeeping/shop-identity-check.js';
import { SHOP_MISMATCH_TEXT, type ShopPlaces } from '../../texts/startup-errors.pt-br.js';
import { StartupError } from '../shared/startup-error.js';
import type { Runtime } from './runtime.js';

/**
 * The check before anything acts on the photos (the server's start, a command that sweeps): the database and the photo
 * storage carry the same shop id, or are made to (a new shop, a database from before the id); otherwise the start is
 * refused with one sentence, and nothing is written or removed.
 */
export async function checkShopAtStart(runtime: Runtime): Promise<ShopIdentityVerdict> {
  const verdict = await runtime.container.get(CheckShopIdentity).execute();
  if (verdict.kind === 'refused') throw new StartupError(shopMismatchSentence(verdict, runtime.places));
  const log = runtime.logger.child({ component: 'shop-identity' });
  if (verdict.kind === 'new-shop') log.info('new shop: its id written in the database and beside the photos', { shopId: verdict.shopId });
  if (verdict.kind === 'adopted') log.info('shop id written where it was missing', { shopId: verdict.shopId, ...verdict.facts });
  return verdict;
}

/** The operator's sentence for a refused verdict. */
export function shopMismatchSentence(verdict: ShopIdentityVerdict & { kind: 'refused' }, places: ShopPlaces): string {
  const { facts } = verdict;
  switch (verdict.mismatch) {
    case 'different-shop':
      return SHOP_MISMATCH_TEXT['different-shop'](places, PHOTO_QUARANTINE_DAYS);
    case 'empty-database':
      return SHOP_MISMATCH_TEXT['empty-database'](places, PHOTO_QUARANTINE_DAYS, facts.photoFolders);
    case 'photos-missing':
      return SHOP_MISMATCH_TEXT['photos-missing'](places, PHOTO_QUARANTINE_DAYS);
    case 'database-behind':
      return SHOP_MISMATCH_TEXT['database-behind'](places, PHOTO_QUARANTINE_DAYS, facts.unknownFolders, facts.photoFolders);
  }
}
