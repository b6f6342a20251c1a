import { planPriceListOf } from '../../../src/domain/shop/plan-prices.js';
import { SPEC_PLAN_PRICES } from '../../../src/domain/shop/shop-content.js';

/** The spec's prices (R$ 12 and R$ 16, no promotion), as the use cases ask them. */
export const SPEC_PRICES = planPriceListOf({ prices: SPEC_PLAN_PRICES, promotion: null });
