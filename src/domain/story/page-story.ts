import type { PlanId } from '../plan/plan.js';
import { planHasStory, validStory, type StoryMoment, type StoryMomentInput } from './story.js';

/**
 * "Nossa história" as visitors and the editor see it: none on a plan without it. A page back on the basic plan after
 * its upgrade was refunded keeps its moments hidden, as its extra photos, for an upgrade to bring back.
 */
export function shownStory(plan: PlanId, story: readonly StoryMoment[]): readonly StoryMoment[] {
  return planHasStory(plan) ? story : [];
}

/** The moments an owner's edit asks for, checked (see `validStory`); absent: the page's own, unchanged. */
export function editedStory(
  plan: PlanId,
  current: readonly StoryMoment[],
  input: readonly StoryMomentInput[] | undefined,
  now: Date,
): readonly StoryMoment[] {
  return input === undefined ? current : validStory(plan, input, now);
}

/**
 * The moments a page keeps once an edit is applied. A plan without the story keeps the moments it had (hidden), for an
 * upgrade to bring back.
 */
export function storyAfterEdit(plan: PlanId, current: readonly StoryMoment[], edited: readonly StoryMoment[]): readonly StoryMoment[] {
  return planHasStory(plan) ? edited : current;
}
