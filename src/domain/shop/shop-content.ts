import type { PlanId } from '../plan/plan.js';

/** A profile on a social network: the handle people read (`@loja`) and the address it opens. */
export interface SocialProfile {
  readonly handle: string;
  readonly url: string;
}

/** What a real buyer said, as the operator publishes it. */
export interface Testimonial {
  readonly text: string;
  readonly name: string;
  readonly city: string;
}

/** One more question of the help area, after the spec's five. */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/**
 * What the shop does with the buyer's 7-day right of withdrawal (CDC art. 49): `always` refunds in full within the 7
 * days whatever happened (the page goes offline); `until-opened` refunds in full while the recipient has not opened the
 * page, and treats an opened page as a service delivered (a refund then only for a defect).
 */
export type WithdrawalPolicy = 'always' | 'until-opened';

export const WITHDRAWAL_POLICIES: readonly WithdrawalPolicy[] = ['always', 'until-opened'];

/** A price per plan, in cents of real. */
export type PlanPrices = Readonly<Record<PlanId, number>>;

/**
 * A promotion: either a percentage off the plans' prices, or the prices they are said to be reduced from (`de R$ 24,00
 * por R$ 12,00`). A promotion the operator configures always ends; only the demonstration's has no end (`endsAt` null).
 */
export type Promotion =
  | { readonly kind: 'percent'; readonly percent: number; readonly endsAt: Date | null }
  | { readonly kind: 'list-prices'; readonly listPrices: PlanPrices; readonly endsAt: Date | null };

/** Every word and figure that belongs to the shop, in one place (SHOP_CONTENT, or the demonstration's). */
export interface ShopContent {
  /** The shop's name as people read it: "memories" unless the operator says otherwise. */
  readonly name: string;
  readonly contactEmail: string | null;
  readonly instagram: SocialProfile | null;
  readonly tiktok: SocialProfile | null;
  /** Empty: no testimonials section. */
  readonly testimonials: readonly Testimonial[];
  /** Asked after the spec's five. */
  readonly extraFaq: readonly FaqEntry[];
  /** What each plan costs with no promotion. */
  readonly prices: PlanPrices;
  readonly promotion: Promotion | null;
  readonly withdrawal: WithdrawalPolicy;
}

/** The shop's name when nobody gave another. */
export const DEFAULT_SHOP_NAME = 'memories';

/** The spec's prices: R$ 12 and R$ 16. */
export const SPEC_PLAN_PRICES: PlanPrices = { basic: 1200, premium: 1600 };

/** The name of the `<meta>` whose content is the shop's content as the web app shows it, as JSON. */
export const SHOP_CONTENT_META = 'memories-content';

/** What a content file gives: any of the fields, each whole (a list given replaces the default list). */
export type ShopContentGiven = Partial<ShopContent>;

/** What a production shop says of itself when its file says nothing: its name and the spec's prices, no claim. */
const NOTHING_CLAIMED: ShopContent = {
  name: DEFAULT_SHOP_NAME,
  contactEmail: null,
  instagram: null,
  tiktok: null,
  testimonials: [],
  extraFaq: [],
  prices: SPEC_PLAN_PRICES,
  promotion: null,
  withdrawal: 'always',
};

/**
 * The content a shop shows: in production only what the operator gave (no contact, handle, testimonial or promotion
 * of the demonstration's); elsewhere the demonstration's, with what the operator gave in its place.
 */
export function shopContentFor(given: ShopContentGiven | null, production: boolean, demonstration: ShopContent): ShopContent {
  return { ...(production ? NOTHING_CLAIMED : demonstration), ...given };
}
