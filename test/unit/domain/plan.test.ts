import { describe, expect, it } from 'vitest';
import { planEndsAt, planIdFrom, planOf, PLANS, type PlanId } from '../../../src/domain/plan/plan.js';
import { priceListAt } from '../../../src/domain/shop/plan-prices.js';
import { SPEC_PLAN_PRICES } from '../../../src/domain/shop/shop-content.js';
import { DEMO_SHOP_CONTENT } from '../../../src/texts/demo-shop-content.pt-br.js';

describe('plan catalogue (spec §1 Plans, §3 Plan catalogue, §9 prices)', () => {
  it.each([
    // id, photoLimit, allowsMusic, validityYears, mostPopular
    ['basic', 1, false, 1, false],
    ['premium', 3, true, null, true],
  ] as const)('%s has %i photo(s), music %s, %s year(s), most popular %s', (id, photoLimit, allowsMusic, validityYears, mostPopular) => {
    expect(PLANS[id]).toMatchObject({ id, photoLimit, allowsMusic, validityYears, mostPopular });
  });

  it("costs the spec's prices by default, and the demonstration shop advertises them at 50% off its list prices", () => {
    expect(SPEC_PLAN_PRICES).toEqual({ basic: 1200, premium: 1600 });
    expect(priceListAt(DEMO_SHOP_CONTENT, new Date('2030-01-01T00:00:00Z'))).toEqual({
      plans: { basic: { priceCents: 1200, listPriceCents: 2400 }, premium: { priceCents: 1600, listPriceCents: 3200 } },
      promotion: { percent: 50, samePercent: true, endsAt: null },
    });
  });

  it.each([
    ['basic', false],
    ['premium', true],
  ] as const)('%s lists background music as included=%s', (id, included) => {
    expect(PLANS[id].features).toContainEqual({ feature: 'background-music', included });
  });

  it.each([
    ['basic', 'one-year-access', true],
    ['basic', 'forever-access', false],
    ['premium', 'forever-access', true],
    ['premium', 'emoji-rain', true],
    ['premium', 'permanent-link', true],
    ['basic', 'our-story', false],
    ['premium', 'our-story', true],
  ] as const)('%s lists %s: %s', (id, feature, listed) => {
    const has = PLANS[id].features.some((f) => f.feature === feature && f.included);
    expect(has).toBe(listed);
  });

  it('marks exactly one plan as most popular, the premium one', () => {
    expect(
      Object.values(PLANS)
        .filter((plan) => plan.mostPopular)
        .map((plan) => plan.id),
    ).toEqual(['premium']);
  });
});

describe('planIdFrom: anything other than "premium" means basic (spec §3 plan)', () => {
  it.each<[unknown, PlanId]>([
    ['premium', 'premium'],
    ['basic', 'basic'],
    [undefined, 'basic'],
    [null, 'basic'],
    ['', 'basic'],
    ['PREMIUM', 'basic'],
    ['Premium', 'basic'],
    [' premium', 'basic'],
    ['gold', 'basic'],
    [42, 'basic'],
    [true, 'basic'],
    [{ plan: 'premium' }, 'basic'],
    [['premium'], 'basic'],
  ])('%j → %s', (value, expected) => {
    expect(planIdFrom(value)).toBe(expected);
    expect(planOf(value)).toBe(PLANS[expected]);
  });
});

describe('planEndsAt: basic lasts one calendar year in São Paulo, premium never ends (spec §1, §9; decisions: lifecycle)', () => {
  // The year is counted on the São Paulo calendar: read approvedAt on the São Paulo wall clock, add a year to that
  // date (29 Feb → 28 Feb), convert back, keeping seconds and milliseconds. São Paulo is UTC−3 since 2019 and was
  // UTC−2 in its summer time until then (last period: 4 Nov 2018 – 17 Feb 2019).
  it.each([
    // plain UTC−3 on both ends: the same UTC reading a year later
    ['2025-03-10T15:00:00.000Z', '2026-03-10T15:00:00.000Z'], // 10 Mar 12:00 SP
    ['2024-02-29T12:34:56.789Z', '2025-02-28T12:34:56.789Z'], // 29 Feb 09:34:56.789 SP → 28 Feb
    ['2024-02-29T15:00:00.000Z', '2025-02-28T15:00:00.000Z'], // 29 Feb 12:00 SP → 28 Feb 12:00 SP
    ['2024-02-28T23:59:59.999Z', '2025-02-28T23:59:59.999Z'], // 28 Feb 20:59:59.999 SP
    ['2023-02-28T10:00:00.000Z', '2024-02-28T10:00:00.000Z'], // 28 Feb 07:00 SP
    ['2025-01-31T08:00:00.000Z', '2026-01-31T08:00:00.000Z'], // 31 Jan 05:00 SP
    ['2025-04-30T08:00:00.000Z', '2026-04-30T08:00:00.000Z'], // 30 Apr 05:00 SP
    ['2025-12-31T23:59:59.000Z', '2026-12-31T23:59:59.000Z'], // 31 Dec 20:59:59 SP
    ['2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'], // still 31 Dec 2025 21:00 SP
    // the São Paulo date differs from the UTC date around 29 Feb
    ['2023-03-01T00:00:00.000Z', '2024-02-29T00:00:00.000Z'], // 28 Feb 21:00 SP → 28 Feb 2024 21:00 SP
    ['2023-03-01T02:59:59.999Z', '2024-02-29T02:59:59.999Z'], // 28 Feb 23:59:59.999 SP → 28 Feb 2024 23:59:59.999 SP
    ['2024-02-29T01:00:00.000Z', '2025-03-01T01:00:00.000Z'], // 28 Feb 22:00 SP → 28 Feb 2025 22:00 SP
    ['2024-02-29T02:59:59.999Z', '2025-03-01T02:59:59.999Z'], // 28 Feb 23:59:59.999 SP → 28 Feb 2025 23:59:59.999 SP
    ['2024-02-29T03:00:00.000Z', '2025-02-28T03:00:00.000Z'], // 29 Feb 00:00 SP → 28 Feb 2025 00:00 SP
    // approved in São Paulo summer time (UTC−2), ending after it was abolished (UTC−3): same wall clock, an hour later in UTC
    ['2018-12-01T12:00:00.000Z', '2019-12-01T13:00:00.000Z'], // 1 Dec 2018 10:00 SP
    ['2019-01-15T12:34:56.789Z', '2020-01-15T13:34:56.789Z'], // 15 Jan 2019 10:34:56.789 SP
    // 16 Feb 2019 23:30 SP happened twice (summer time ended at midnight); both readings end at 16 Feb 2020 23:30 SP
    ['2019-02-17T01:30:00.000Z', '2020-02-17T02:30:00.000Z'], // first 23:30, UTC−2
    ['2019-02-17T02:30:00.000Z', '2020-02-17T02:30:00.000Z'], // second 23:30, UTC−3
    // 4 Nov 2017 00:30 SP (UTC−2) → 4 Nov 2018 00:30 SP, skipped by the start of summer time (00:00 → 01:00):
    // read with the offset before the gap (UTC−3), i.e. 01:30 summer time
    ['2017-11-04T02:30:00.000Z', '2018-11-04T03:30:00.000Z'],
  ])('basic approved at %s ends at %s', (approvedAt, endsAt) => {
    expect(planEndsAt(PLANS.basic, new Date(approvedAt))?.toISOString()).toBe(endsAt);
  });

  it.each([
    ['2023-03-01T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    ['2024-02-29T01:00:00.000Z', '2025-03-01T01:00:00.000Z'],
    ['2018-12-01T12:00:00.000Z', '2019-12-01T13:00:00.000Z'],
  ])('uses America/Sao_Paulo by default: approved at %s ends at %s', (approvedAt, endsAt) => {
    expect(planEndsAt(PLANS.basic, new Date(approvedAt))).toEqual(planEndsAt(PLANS.basic, new Date(approvedAt), 'America/Sao_Paulo'));
    expect(planEndsAt(PLANS.basic, new Date(approvedAt), 'America/Sao_Paulo')?.toISOString()).toBe(endsAt);
  });

  it('does not change the approval instant it is given', () => {
    const approvedAt = new Date('2024-02-29T12:00:00.000Z');
    planEndsAt(PLANS.basic, approvedAt);
    expect(approvedAt.toISOString()).toBe('2024-02-29T12:00:00.000Z');
  });

  it.each(['2024-02-29T12:00:00.000Z', '2026-03-10T15:00:00.000Z'])('premium approved at %s never ends', (approvedAt) => {
    expect(planEndsAt(PLANS.premium, new Date(approvedAt))).toBeNull();
  });
});
