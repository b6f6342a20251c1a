import { parseDatingSince } from '../memory/dating-since.js';
import { withoutMarkup } from '../memory/memory-name.js';
import { PLANS, type PlanId } from '../plan/plan.js';
import { refuseControlCharacters } from '../shared/control-characters.js';
import { PRODUCT_TIME_ZONE, wallTimeAt } from '../shared/zoned-time.js';
import {
  MomentDateInFutureError,
  MomentDateInvalidError,
  MomentLineTooLongError,
  MomentTitleRequiredError,
  MomentTitleTooLongError,
  StoryNotInPlanError,
  StoryTooLongError,
} from './story-errors.js';

/** "Nossa história": at most this many moments on a page. */
export const STORY_MAX_MOMENTS = 8;
export const MOMENT_TITLE_MAX_LENGTH = 60;
export const MOMENT_LINE_MAX_LENGTH = 200;

/** One moment of the couple's story, cleaned and checked. */
export interface StoryMoment {
  /** "2023-02-14". */
  readonly date: string;
  /** "19:30", or null when the buyer gave only the day. */
  readonly time: string | null;
  readonly title: string;
  /** A line about it; empty when the buyer wrote none. */
  readonly line: string;
}

/** A moment as a form sends it, before any rule. */
export interface StoryMomentInput {
  readonly date: string;
  readonly time?: string | null;
  readonly title: string;
  readonly line?: string | null;
}

/** Whether a plan shows "Nossa história": the catalogue says so (Pra Sempre only). */
export function planHasStory(plan: PlanId): boolean {
  return PLANS[plan].features.some((entry) => entry.feature === 'our-story' && entry.included);
}

/**
 * A title or a line as it is kept: control characters refused (the message's rule), markup removed (the names' rule),
 * every run of white space (line breaks too: a line is one line) made one space, trimmed.
 */
export function cleanMomentText(raw: string): string {
  return withoutMarkup(raw.normalize('NFC')).replace(/\s+/g, ' ').trim();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The moment's date and time, checked like the start date: a day that exists, from 1900 to today (São Paulo). */
function momentWhen(input: StoryMomentInput, moment: number, now: Date): Pick<StoryMoment, 'date' | 'time'> {
  const time = (input.time ?? '').trim();
  const parsed = parseDatingSince(time === '' ? input.date : `${input.date.trim()}T${time}`);
  if (!parsed) throw new MomentDateInvalidError(moment);
  const today = wallTimeAt(now, PRODUCT_TIME_ZONE);
  const day = (y: number, m: number, d: number) => y * 10000 + m * 100 + d;
  if (day(parsed.year, parsed.month, parsed.day) > day(today.year, today.month, today.day)) throw new MomentDateInFutureError(moment);
  return {
    date: `${pad(parsed.year, 4)}-${pad(parsed.month)}-${pad(parsed.day)}`,
    time: parsed.time && `${pad(parsed.time.hour)}:${pad(parsed.time.minute)}`,
  };
}

/** One moment, cleaned and checked; `moment` is its place in the form (1-based), for the error to name it. */
export function validMoment(input: StoryMomentInput, moment: number, now: Date): StoryMoment {
  for (const [field, value] of [
    ['storyDate', input.date],
    ['storyTime', input.time],
    ['storyTitle', input.title],
    ['storyLine', input.line],
  ] as const)
    refuseControlCharacters(field, value);
  const when = momentWhen(input, moment, now);
  const title = cleanMomentText(input.title);
  if (title === '') throw new MomentTitleRequiredError(moment);
  if (title.length > MOMENT_TITLE_MAX_LENGTH) throw new MomentTitleTooLongError(moment, MOMENT_TITLE_MAX_LENGTH);
  const line = cleanMomentText(input.line ?? '');
  if (line.length > MOMENT_LINE_MAX_LENGTH) throw new MomentLineTooLongError(moment, MOMENT_LINE_MAX_LENGTH);
  return { ...when, title, line };
}

/** Date order; a moment without a time comes first on its day; moments at the same instant keep the buyer's order. */
export function inStoryOrder(moments: readonly StoryMoment[]): StoryMoment[] {
  const key = (moment: StoryMoment) => `${moment.date}T${moment.time ?? ''}`;
  return [...moments].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * "Nossa história" as a buyer sends it, checked against the plan and `now`: up to STORY_MAX_MOMENTS moments, each
 * checked (the first problem in form order is thrown), kept in date order. None is always fine; any on a plan without
 * the story is refused.
 */
export function validStory(plan: PlanId, input: readonly StoryMomentInput[] | null | undefined, now: Date): readonly StoryMoment[] {
  const moments = input ?? [];
  if (moments.length === 0) return [];
  if (!planHasStory(plan)) throw new StoryNotInPlanError();
  if (moments.length > STORY_MAX_MOMENTS) throw new StoryTooLongError(STORY_MAX_MOMENTS);
  return inStoryOrder(moments.map((moment, index) => validMoment(moment, index + 1, now)));
}
