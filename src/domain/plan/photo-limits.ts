import { DomainError } from '../shared/domain-error.js';
import type { Plan } from './plan.js';

export class PhotoRequiredError extends DomainError {
  constructor() {
    super('memory.photo-required');
  }
}

export class PhotoLimitExceededError extends DomainError {
  constructor(plan: Plan, count: number) {
    super('memory.photo-limit-exceeded', { plan: plan.id, limit: plan.photoLimit, count });
  }
}

/** On creation a page needs at least one photo and at most the plan's limit (basic: exactly one). */
export function assertPhotoCountOnCreate(plan: Plan, count: number): void {
  if (count < 1) throw new PhotoRequiredError();
  if (count > plan.photoLimit) throw new PhotoLimitExceededError(plan, count);
}

/** On edit the photos kept plus the photos added must fit the plan, and a page never ends up without a photo. */
export function assertPhotoCountOnEdit(plan: Plan, kept: number, added: number): void {
  assertPhotoCountOnCreate(plan, kept + added);
}

/** How many more photos an owner may add to a page that keeps `kept` of them. */
export function remainingPhotoSlots(plan: Plan, kept: number): number {
  return Math.max(0, plan.photoLimit - kept);
}
