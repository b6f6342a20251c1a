import type { Config } from '../../../config/config.js';
import { shopContentFor, type ShopContent } from '../../domain/shop/shop-content.js';
import { DEMO_SHOP_CONTENT } from '../../texts/demo-shop-content.pt-br.js';

/** The shop's content in force: SHOP_CONTENT's fields, over the demonstration's outside production only. */
export function shopContentOf(config: Pick<Config, 'env' | 'shopContentFile'>): ShopContent {
  return shopContentFor(config.shopContentFile, config.env === 'production', DEMO_SHOP_CONTENT);
}

/** Whether the shop shows the demonstration's content exactly, as the app's documents were built with it. */
export function showsDemonstrationContent(config: Pick<Config, 'env' | 'shopContentFile'>): boolean {
  return config.env !== 'production' && config.shopContentFile === null;
}
