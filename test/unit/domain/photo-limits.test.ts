import { describe, expect, it } from 'vitest';
import { assertPhotoCountOnCreate, assertPhotoCountOnEdit, remainingPhotoSlots } from '../../../src/domain/plan/photo-limits.js';
import { PLANS, type PlanId } from '../../../src/domain/plan/plan.js';

describe('photo count on creation (spec §4 Submit button, §5 Photos and Before payment, §9)', () => {
  it.each<[PlanId, number]>([
    ['basic', 1],
    ['premium', 1],
    ['premium', 2],
    ['premium', 3],
  ])('%s accepts %i photo(s)', (plan, count) => {
    expect(() => assertPhotoCountOnCreate(PLANS[plan], count)).not.toThrow();
  });

  it.each<[PlanId, number]>([
    ['basic', 0],
    ['premium', 0],
  ])('%s with %i photos → memory.photo-required', (plan, count) => {
    expect(() => assertPhotoCountOnCreate(PLANS[plan], count)).toThrow(expect.objectContaining({ code: 'memory.photo-required' }));
  });

  it.each<[PlanId, number, number]>([
    ['basic', 2, 1],
    ['basic', 3, 1],
    ['premium', 4, 3],
    ['premium', 10, 3],
  ])('%s with %i photos → memory.photo-limit-exceeded (limit %i)', (plan, count, limit) => {
    expect(() => assertPhotoCountOnCreate(PLANS[plan], count)).toThrow(
      expect.objectContaining({ code: 'memory.photo-limit-exceeded', details: { plan, limit, count } }),
    );
  });
});

describe('photo count on edit: kept plus added within the limit, never zero (spec §5 Photos)', () => {
  it.each<[PlanId, number, number]>([
    ['basic', 1, 0],
    ['basic', 0, 1],
    ['premium', 3, 0],
    ['premium', 2, 1],
    ['premium', 1, 2],
    ['premium', 0, 3],
    ['premium', 0, 1],
  ])('%s keeping %i and adding %i is accepted', (plan, kept, added) => {
    expect(() => assertPhotoCountOnEdit(PLANS[plan], kept, added)).not.toThrow();
  });

  it.each<[PlanId, number, number, string]>([
    ['basic', 0, 0, 'memory.photo-required'],
    ['premium', 0, 0, 'memory.photo-required'],
    ['basic', 1, 1, 'memory.photo-limit-exceeded'],
    ['basic', 0, 2, 'memory.photo-limit-exceeded'],
    ['premium', 3, 1, 'memory.photo-limit-exceeded'],
    ['premium', 2, 2, 'memory.photo-limit-exceeded'],
    ['premium', 0, 4, 'memory.photo-limit-exceeded'],
  ])('%s keeping %i and adding %i → %s', (plan, kept, added, code) => {
    expect(() => assertPhotoCountOnEdit(PLANS[plan], kept, added)).toThrow(expect.objectContaining({ code }));
  });

  it('reports the total on edit as the count', () => {
    expect(() => assertPhotoCountOnEdit(PLANS.premium, 2, 2)).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ limit: 3, count: 4 }) }),
    );
  });
});

describe('remainingPhotoSlots (spec §5 Photos: "N restante(s)", add button hidden at the limit)', () => {
  it.each<[PlanId, number, number]>([
    ['basic', 0, 1],
    ['basic', 1, 0],
    ['basic', 2, 0],
    ['premium', 0, 3],
    ['premium', 1, 2],
    ['premium', 2, 1],
    ['premium', 3, 0],
    ['premium', 5, 0],
  ])('%s keeping %i leaves %i slot(s)', (plan, kept, remaining) => {
    expect(remainingPhotoSlots(PLANS[plan], kept)).toBe(remaining);
  });
});
