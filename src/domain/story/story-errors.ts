import { DomainError } from '../shared/domain-error.js';

/** `moment` is the moment's place in the form the buyer filled (1-based), so the sentence can name it. */
export class MomentDateInvalidError extends DomainError {
  constructor(moment: number) {
    super('story.moment-date-invalid', { moment });
  }
}

export class MomentDateInFutureError extends DomainError {
  constructor(moment: number) {
    super('story.moment-date-in-future', { moment });
  }
}

export class MomentTitleRequiredError extends DomainError {
  constructor(moment: number) {
    super('story.moment-title-required', { moment });
  }
}

export class MomentTitleTooLongError extends DomainError {
  constructor(moment: number, limit: number) {
    super('story.moment-title-too-long', { moment, limit });
  }
}

export class MomentLineTooLongError extends DomainError {
  constructor(moment: number, limit: number) {
    super('story.moment-line-too-long', { moment, limit });
  }
}

export class StoryTooLongError extends DomainError {
  constructor(limit: number) {
    super('story.too-many-moments', { limit });
  }
}

/** Moments sent for a page whose plan has no "Nossa história" (the basic plan). */
export class StoryNotInPlanError extends DomainError {
  constructor() {
    super('story.not-in-plan');
  }
}
