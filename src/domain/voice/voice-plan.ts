import type { PlanId } from '../plan/plan.js';

/** "Um áudio seu" is a part of Pra Sempre only. */
export const planHasVoice = (plan: PlanId): boolean => plan === 'premium';
