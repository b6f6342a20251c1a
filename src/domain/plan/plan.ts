import { instantOfWallTime, PRODUCT_TIME_ZONE, wallTimeAt } from '../shared/zoned-time.js';

export type PlanId = 'basic' | 'premium';

export const PLAN_IDS: readonly PlanId[] = ['basic', 'premium'];

export type PlanFeature =
  | 'one-year-access'
  | 'forever-access'
  | 'personalised-page'
  | 'photos'
  | 'special-message'
  | 'day-counter'
  | 'qr-code'
  | 'permanent-link'
  | 'emoji-rain'
  | 'background-music'
  | 'our-story';

export interface Plan {
  readonly id: PlanId;
  readonly photoLimit: number;
  readonly allowsMusic: boolean;
  /** "Cartas para o futuro": letters that open on days of their own. */
  readonly allowsLetters: boolean;
  /** Whole calendar years a page stays online after payment; null means forever. */
  readonly validityYears: number | null;
  readonly mostPopular: boolean;
  /** What the plan lists, in order; `included: false` is shown as missing (basic has no music). */
  readonly features: readonly { readonly feature: PlanFeature; readonly included: boolean }[];
}

const included = (feature: PlanFeature) => ({ feature, included: true });

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  basic: {
    id: 'basic',
    photoLimit: 1,
    allowsMusic: false,
    allowsLetters: false,
    validityYears: 1,
    mostPopular: false,
    features: [
      included('one-year-access'),
      included('photos'),
      included('special-message'),
      included('day-counter'),
      included('qr-code'),
      { feature: 'background-music', included: false },
      { feature: 'our-story', included: false },
    ],
  },
  premium: {
    id: 'premium',
    photoLimit: 3,
    allowsMusic: true,
    allowsLetters: true,
    validityYears: null,
    mostPopular: true,
    features: [
      included('forever-access'),
      included('personalised-page'),
      included('photos'),
      included('special-message'),
      included('day-counter'),
      included('qr-code'),
      included('permanent-link'),
      included('emoji-rain'),
      included('background-music'),
      included('our-story'),
    ],
  },
};

/** The spec's rule: anything other than "premium" means basic. */
export function planIdFrom(value: unknown): PlanId {
  return value === 'premium' ? 'premium' : 'basic';
}

export function planOf(value: unknown): Plan {
  return PLANS[planIdFrom(value)];
}

/**
 * The instant a page of this plan stops being public: the same wall-clock moment, in the product's time zone, the
 * plan's whole calendar years after approval (29 Feb falls back to 28 Feb); null for a plan that never ends.
 */
export function planEndsAt(plan: Plan, approvedAt: Date, timeZone: string = PRODUCT_TIME_ZONE): Date | null {
  if (plan.validityYears === null) return null;
  const approved = wallTimeAt(approvedAt, timeZone);
  const year = approved.year + plan.validityYears;
  const lastDay = new Date(Date.UTC(year, approved.month, 0)).getUTCDate();
  const minuteStart = instantOfWallTime({ ...approved, year, day: Math.min(approved.day, lastDay) }, timeZone);
  return new Date(minuteStart.getTime() + (approvedAt.getTime() % 60_000));
}

/** Every price of the catalogue is in Brazilian reais. */
export const PLAN_CURRENCY = 'BRL';
