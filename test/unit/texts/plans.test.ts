import { describe, expect, it } from 'vitest';
import { PLANS, type PlanFeature, type PlanId } from '../../../src/domain/plan/plan.js';
import { PLAN_SHORT_NAME, PLAN_TITLE, planFeatureLabel } from '../../../src/texts/plans.pt-br.js';

describe('plan labels (spec §1 Plans)', () => {
  it.each<[PlanId, string, string]>([
    ['basic', 'Plano Anual', 'Anual'],
    ['premium', 'Plano Pra Sempre', 'Pra Sempre'],
  ])('%s is "%s", "%s" for short', (id, title, short) => {
    expect(PLAN_TITLE[id]).toBe(title);
    expect(PLAN_SHORT_NAME[id]).toBe(short);
  });

  it.each<[PlanId, PlanFeature, string]>([
    ['basic', 'photos', '1 foto'],
    ['premium', 'photos', '3 fotos'],
    ['basic', 'background-music', 'Sem música'],
    ['premium', 'background-music', 'Música de fundo'],
    ['basic', 'our-story', 'Sem Nossa história'],
    ['premium', 'our-story', 'Nossa história: até 8 momentos'],
    ['basic', 'one-year-access', '1 ano de acesso'],
    ['premium', 'forever-access', 'Acesso para sempre'],
    ['premium', 'emoji-rain', 'Chuva de emojis'],
  ])('%s lists %s as "%s"', (id, feature, label) => {
    expect(planFeatureLabel(PLANS[id], feature)).toBe(label);
  });

  it.each(['basic', 'premium'] as const)('every feature %s lists has a label', (id) => {
    for (const { feature } of PLANS[id].features) expect(planFeatureLabel(PLANS[id], feature)).not.toBe('');
  });
});
