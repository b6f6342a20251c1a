import { DomainError } from '../../../domain/shared/domain-error.js';
import type { PlanId } from '../../../domain/plan/plan.js';
import { cleanMomentText, inStoryOrder, planHasStory, validMoment, type StoryMoment, type StoryMomentInput } from '../../../domain/story/story.js';
import { errorSentence } from '../../../texts/error-messages.pt-br.js';

/** One moment of "Nossa história" as its inputs hold it; `key` tells React the rows apart. */
export interface StoryDraftMoment {
  readonly key: number;
  /** "YYYY-MM-DD" from the date input, or "". */
  readonly date: string;
  /** "HH:mm", or "" (the time is optional). */
  readonly time: string;
  readonly title: string;
  readonly line: string;
}

export type StoryDraftField = 'date' | 'time' | 'title' | 'line';

/** The moments being typed and the ways to change them, whoever keeps them (the creation form, the editor's state). */
export interface StoryDraft {
  readonly moments: readonly StoryDraftMoment[];
  add(): void;
  change(key: number, field: StoryDraftField, value: string): void;
  remove(key: number): void;
}

/** What the form sends as `story`: each moment as typed (the server cleans and orders them, as the browser does). */
export function storyInput(moments: readonly StoryDraftMoment[]): StoryMomentInput[] {
  return moments.map(({ date, time, title, line }) => ({ date, time: time === '' ? null : time, title, line }));
}

/** A moment's problem by the domain's own rule and words ("Momento 2 de "Nossa história": …"); null when fine. */
export function momentError(moment: StoryDraftMoment, place: number, now: Date): string | null {
  try {
    validMoment(storyInput([moment])[0]!, place, now);
    return null;
  } catch (error) {
    return error instanceof DomainError ? errorSentence(error) : null;
  }
}

/** The first moment's problem, in form order: what keeps the form from being sent. None on a plan without the story. */
export function storyProblem(moments: readonly StoryDraftMoment[], plan: PlanId, now: Date): string | null {
  if (!planHasStory(plan)) return null;
  for (const [index, moment] of moments.entries()) {
    const error = momentError(moment, index + 1, now);
    if (error) return error;
  }
  return null;
}

/** The moments a preview can show already (a day and a title), cleaned and in date order, as the page will show them. */
export function previewStory(moments: readonly StoryDraftMoment[]): StoryMoment[] {
  const shown = moments
    .filter((moment) => moment.date !== '' && cleanMomentText(moment.title) !== '')
    .map((moment) => ({ date: moment.date, time: moment.time || null, title: cleanMomentText(moment.title), line: cleanMomentText(moment.line) }));
  return inStoryOrder(shown);
}

/** A stored story as the form's rows. */
export function draftOf(story: readonly StoryMoment[], firstKey = 1): StoryDraftMoment[] {
  return story.map((moment, index) => ({
    key: firstKey + index,
    date: moment.date,
    time: moment.time ?? '',
    title: moment.title,
    line: moment.line,
  }));
}
