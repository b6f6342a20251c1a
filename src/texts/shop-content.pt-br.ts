import type { PromotionView, ShopContentView } from '../domain/shop/shop-content-view.js';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** " até 14/06", " até 14/06 às 18:00", or nothing for a promotion with no end. */
export function promotionUntil(promotion: PromotionView): string {
  const until = promotion.until;
  if (!until) return '';
  const time = until.time ? ` às ${twoDigits(until.time.hour)}:${twoDigits(until.time.minute)}` : '';
  return ` até ${twoDigits(until.day)}/${twoDigits(until.month)}${time}`;
}

/** "50% de desconto", or "até 40% de desconto" when the plans' discounts differ. */
export function promotionDiscount(promotion: PromotionView): string {
  return `${promotion.samePercent ? '' : 'até '}${promotion.percent}% de desconto`;
}

/** "© 2026 memories": the current year and the shop's name. */
export function copyrightLine(content: Pick<ShopContentView, 'year' | 'name'>): string {
  return `© ${content.year} ${content.name}`;
}

/** "50% off", or "até 40% off" when the plans' discounts differ: the short tag. */
export function promotionTag(promotion: PromotionView): string {
  return `${promotion.samePercent ? '' : 'até '}${promotion.percent}% off`;
}

/** "em todos os planos" (every plan the same discount) or "nos planos" (each its own), then when it ends. */
export function promotionScope(promotion: PromotionView): string {
  return `${promotion.samePercent ? 'em todos os planos' : 'nos planos'}${promotionUntil(promotion)}`;
}
