import type { Plan, PlanFeature, PlanId } from '../domain/plan/plan.js';
import { planHasStory } from '../domain/story/story.js';
import { formatBrl } from './currency.pt-br.js';
import { STORY_TEXT } from './story.pt-br.js';

/** The name used in 'Plano {plan} permite…', on the plan toggle and in the support tool's tables. */
export const PLAN_SHORT_NAME: Readonly<Record<PlanId, string>> = { basic: 'Anual', premium: 'Pra Sempre' };

/** "Plano Anual", "Plano Pra Sempre": the plan's title on the site, in e-mails and on the checkout. */
export const PLAN_TITLE: Readonly<Record<PlanId, string>> = {
  basic: `Plano ${PLAN_SHORT_NAME.basic}`,
  premium: `Plano ${PLAN_SHORT_NAME.premium}`,
};

export const PLAN_FEATURE_LABEL: Readonly<Record<PlanFeature, string>> = {
  'one-year-access': '1 ano de acesso',
  'forever-access': 'Acesso para sempre',
  'personalised-page': 'Página personalizada',
  photos: '',
  'special-message': 'Mensagem especial',
  'day-counter': 'Contador de dias',
  'qr-code': 'QR Code exclusivo',
  'permanent-link': 'Link permanente',
  'emoji-rain': 'Chuva de emojis',
  'background-music': 'Música de fundo',
  'our-story': STORY_TEXT.planFeature,
};

/** "1 foto", "3 fotos". */
export function photoCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'foto' : 'fotos'}`;
}

/** One line of a plan's feature list: "1 foto", "3 fotos", "Música de fundo"… */
export function planFeatureLabel(plan: Plan, feature: PlanFeature): string {
  if (feature === 'photos') return photoCountLabel(plan.photoLimit);
  if (feature === 'background-music' && !plan.allowsMusic) return 'Sem música';
  if (feature === 'our-story' && !planHasStory(plan.id)) return STORY_TEXT.planFeatureMissing;
  return PLAN_FEATURE_LABEL[feature];
}

/** What a plan holds beyond the page itself, for the buyer's receipt: "3 fotos, Chuva de emojis, Música de fundo, …". */
export function planContentsLine(plan: Plan): string {
  const shown: readonly PlanFeature[] = ['photos', 'emoji-rain', 'background-music', 'our-story'];
  return plan.features
    .filter((entry) => entry.included && shown.includes(entry.feature))
    .map((entry) => planFeatureLabel(plan, entry.feature))
    .join(', ');
}

/** "a partir de R$ 12,00": the lowest price of the catalogue, where the site says how little a page costs. */
export function priceFromLabel(cents: number): string {
  return `a partir de ${formatBrl(cents)}`;
}
