import { PLAN_IDS, type PlanId } from '../plan/plan.js';
import { orderPriceCents, type PageOrderKind } from '../renewal/page-orders.js';
import type { PlanPrices, Promotion, ShopContent } from './shop-content.js';

/** What one plan costs now: the price charged, and the price it is said to be reduced from while a promotion runs. */
export interface PlanPrice {
  readonly priceCents: number;
  /** Null: no promotion, the price is the price (no crossed-out figure, no "-50%"). */
  readonly listPriceCents: number | null;
}

/** The promotion in force, as the shop announces it. */
export interface RunningPromotion {
  /** The largest discount of the plans, in whole percent ("até 50%" when the plans differ). */
  readonly percent: number;
  /** Whether every plan has that same discount ("Todos os planos com 50% de desconto"). */
  readonly samePercent: boolean;
  /** Null only for the demonstration's promotion, which never ends. */
  readonly endsAt: Date | null;
}

/** The prices of the catalogue at one instant. */
export interface PriceList {
  readonly plans: Readonly<Record<PlanId, PlanPrice>>;
  readonly promotion: RunningPromotion | null;
}

/** Whether `promotion` is in force at `now`: from the configuration until its end, excluded. */
export function isPromotionRunning(promotion: Promotion | null, now: Date): promotion is Promotion {
  return promotion !== null && (promotion.endsAt === null || now.getTime() < promotion.endsAt.getTime());
}

function discountedCents(priceCents: number, percent: number): number {
  return Math.round((priceCents * (100 - percent)) / 100);
}

function promotionalPrice(plan: PlanId, prices: PlanPrices, promotion: Promotion): PlanPrice {
  if (promotion.kind === 'percent') return { priceCents: discountedCents(prices[plan], promotion.percent), listPriceCents: prices[plan] };
  return { priceCents: prices[plan], listPriceCents: promotion.listPrices[plan] };
}

function percentOff(price: PlanPrice): number {
  return price.listPriceCents ? Math.round((1 - price.priceCents / price.listPriceCents) * 100) : 0;
}

/** The catalogue's prices at `now`: the promotion's while it runs, the plain prices otherwise. */
export function priceListAt(content: Pick<ShopContent, 'prices' | 'promotion'>, now: Date): PriceList {
  const promotion = content.promotion;
  if (!isPromotionRunning(promotion, now)) {
    const plain = (plan: PlanId): PlanPrice => ({ priceCents: content.prices[plan], listPriceCents: null });
    return { plans: { basic: plain('basic'), premium: plain('premium') }, promotion: null };
  }
  const plans = { basic: promotionalPrice('basic', content.prices, promotion), premium: promotionalPrice('premium', content.prices, promotion) };
  const percents = PLAN_IDS.map((plan) => percentOff(plans[plan]));
  return {
    plans,
    promotion: { percent: Math.max(...percents), samePercent: percents.every((p) => p === percents[0]), endsAt: promotion.endsAt },
  };
}

/** The instant the prices next change by themselves (a promotion's end), or null when they never do. */
export function nextPriceChange(content: Pick<ShopContent, 'promotion'>, now: Date): Date | null {
  const promotion = content.promotion;
  return isPromotionRunning(promotion, now) ? promotion.endsAt : null;
}

/** The shop's prices as the use cases ask them (the PlanPriceList port). */
export function planPriceListOf(content: Pick<ShopContent, 'prices' | 'promotion'>) {
  return {
    newPagePriceCents: (plan: PlanId, now: Date): number => priceListAt(content, now).plans[plan].priceCents,
    orderPriceCents: (kind: PageOrderKind): number => orderPriceCents(kind, content.prices),
  };
}
