import { wallTimeAt } from '../shared/zoned-time.js';
import type { PlanId } from '../plan/plan.js';
import { priceListAt, type PlanPrice } from './plan-prices.js';
import type { ShopContent } from './shop-content.js';

/** The running promotion as the pages announce it. */
export interface PromotionView {
  readonly percent: number;
  readonly samePercent: boolean;
  /** When it stops, on São Paulo's wall clock (`até 14/06`, `até 14/06 às 18:00`); null: no end (the demonstration's). */
  readonly until: {
    readonly day: number;
    readonly month: number;
    /** Null when it runs through the whole day. */
    readonly time: { readonly hour: number; readonly minute: number } | null;
  } | null;
}

/**
 * What the web app shows of the shop at one instant, as JSON in its documents: the shop's words and contacts, the
 * prices in force, the promotion while it runs, and the year for "© {ano}".
 */
export interface ShopContentView {
  readonly name: string;
  readonly contactEmail: string | null;
  readonly instagram: ShopContent['instagram'];
  readonly tiktok: ShopContent['tiktok'];
  readonly testimonials: ShopContent['testimonials'];
  readonly extraFaq: ShopContent['extraFaq'];
  readonly withdrawal: ShopContent['withdrawal'];
  readonly plans: Readonly<Record<PlanId, PlanPrice>>;
  readonly promotion: PromotionView | null;
  readonly year: number;
  /** The shop's address as people type it (PUBLIC_URL's host): `amorempagina.com.br`. */
  readonly siteHost: string;
}

/** When a promotion ending at `endsAt` stops: a day's end reads as that day (`até 14/06`), not the next one. */
function lastMoment(endsAt: Date): NonNullable<PromotionView['until']> {
  const end = wallTimeAt(endsAt);
  if (end.hour !== 0 || end.minute !== 0) return { day: end.day, month: end.month, time: { hour: end.hour, minute: end.minute } };
  const lastDay = wallTimeAt(new Date(endsAt.getTime() - 60_000));
  return { day: lastDay.day, month: lastDay.month, time: null };
}

/** The shop's content as the web app shows it at `now`. */
export function shopContentView(content: ShopContent, now: Date, siteHost: string): ShopContentView {
  const prices = priceListAt(content, now);
  const promotion = prices.promotion;
  return {
    name: content.name,
    contactEmail: content.contactEmail,
    instagram: content.instagram,
    tiktok: content.tiktok,
    testimonials: content.testimonials,
    extraFaq: content.extraFaq,
    withdrawal: content.withdrawal,
    plans: prices.plans,
    promotion: promotion && {
      percent: promotion.percent,
      samePercent: promotion.samePercent,
      until: promotion.endsAt && lastMoment(promotion.endsAt),
    },
    year: wallTimeAt(now).year,
    siteHost,
  };
}
