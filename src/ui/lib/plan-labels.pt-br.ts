import type { Plan, PlanFeature, PlanId } from '../../domain/plan/plan.js';

export const PLAN_FEATURE_LABEL: Record<PlanFeature, string> = {
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
};

/** The name used in 'Plano {plan} permite…' and on the plan toggle. */
export const PLAN_SHORT_NAME: Record<PlanId, string> = { basic: 'Anual', premium: 'Pra Sempre' };

export function formatBrl(cents: number): string {
  return `R$ ${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** One line of a plan's feature list: "1 foto", "3 fotos", "Música de fundo"… */
export function planFeatureLabel(plan: Plan, feature: PlanFeature): string {
  if (feature === 'photos') return `${plan.photoLimit} ${plan.photoLimit === 1 ? 'foto' : 'fotos'}`;
  if (feature === 'background-music' && !plan.allowsMusic) return 'Sem música';
  return PLAN_FEATURE_LABEL[feature];
}
