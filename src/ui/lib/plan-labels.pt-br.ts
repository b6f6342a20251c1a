/**
 * Compatibility only: plan labels and the price format live in src/texts. Kept for the creation form, which still
 * imports from here; new code imports from src/texts.
 */
export { PLAN_SHORT_NAME, planFeatureLabel } from '../../texts/plans.pt-br.js';
export { formatBrl } from '../../texts/currency.pt-br.js';
