import { PLANS, type PlanId } from '../plan/plan.js';

/**
 * Whether a plan's pages hold letters for the future. A module of its own: the public page asks it of every page, and
 * should not download the letters' rules for that.
 */
export const planHasLetters = (plan: PlanId): boolean => PLANS[plan].allowsLetters;
