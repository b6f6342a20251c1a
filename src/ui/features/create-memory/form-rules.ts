import { DomainError } from '../../../domain/shared/domain-error.js';
import { validDatingSince } from '../../../domain/memory/dating-since.js';
import { cleanName, NAME_MAX_LENGTH, nameProblem } from '../../../domain/memory/memory-name.js';
import { youtubeVideoId } from '../../../domain/memory/youtube.js';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { MESSAGES, photoLimitMessage } from '../../lib/messages.pt-br.js';
import { PLAN_SHORT_NAME } from '../../lib/plan-labels.pt-br.js';

/** What the buyer typed, as the inputs hold it. */
export interface CreateMemoryValues {
  readonly yourName: string;
  readonly lovedName: string;
  /** "YYYY-MM-DD" from the date input, or "". */
  readonly date: string;
  /** "HH:mm" from the time input, or "" (the time is optional). */
  readonly time: string;
  readonly message: string;
  readonly youtube: string;
}

export const EMPTY_VALUES: CreateMemoryValues = { yourName: '', lovedName: '', date: '', time: '', message: '', youtube: '' };

export const DATE_IN_FUTURE = 'A data de início não pode estar no futuro.';
export const DATE_INVALID = 'Informe uma data válida.';

/**
 * The name as the buyer types it: cleaned at once (spec section 5), but a space typed at the end survives so that
 * "Ana Júlia" can be written letter by letter. Leaving the field drops it again (see cleanName).
 */
export function typedName(raw: string): string {
  const cleaned = cleanName(raw);
  return cleaned.length > 0 && cleaned.length < NAME_MAX_LENGTH && /\s$/.test(raw) ? `${cleaned} ` : cleaned;
}

/** The live check under a name field: 'Nome é obrigatório' or 'Nome muito curto'. */
export function nameError(value: string): string | null {
  const problem = nameProblem(cleanName(value));
  if (problem === 'required') return MESSAGES.nameRequired;
  if (problem === 'too-short') return MESSAGES.nameTooShort;
  return null;
}

export function messageError(value: string): string | null {
  return value.trim() === '' ? MESSAGES.messageRequired : null;
}

/** The value sent as `datingSince`: "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm". */
export function datingSinceOf(values: Pick<CreateMemoryValues, 'date' | 'time'>): string {
  if (values.date === '') return '';
  return values.time === '' ? values.date : `${values.date}T${values.time}`;
}

/** The server's rule on the start date, read against the current instant: null when it is fine or still empty. */
export function dateError(values: Pick<CreateMemoryValues, 'date' | 'time'>, now: Date): string | null {
  if (values.date === '') return null;
  try {
    validDatingSince(datingSinceOf(values), now);
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'memory.dating-since-in-future') return DATE_IN_FUTURE;
    return DATE_INVALID;
  }
}

/** The music link's problem, if one was typed: the preview and the server read only links with an 11-character id. */
export function youtubeError(plan: PlanId, value: string): string | null {
  if (!PLANS[plan].allowsMusic || value.trim() === '') return null;
  return youtubeVideoId(value) === null ? MESSAGES.youtubeInvalid : null;
}

/** Today's date in the buyer's calendar, as a date input's `max`. */
export function todayInputValue(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec section 4: names, start date, message and at least one photo, and the photo count fits the plan. */
export function isComplete(values: CreateMemoryValues, photoCount: number, plan: PlanId): boolean {
  return (
    nameError(values.yourName) === null &&
    nameError(values.lovedName) === null &&
    values.date !== '' &&
    messageError(values.message) === null &&
    photoCount >= 1 &&
    photoCount <= PLANS[plan].photoLimit
  );
}

/**
 * The alert a click on the incomplete submit button shows (spec section 5, "Before payment"), or null when the
 * e-mail modal may open.
 */
export function submitProblem(values: CreateMemoryValues, photoCount: number, plan: PlanId, now: Date): string | null {
  const limit = PLANS[plan].photoLimit;
  if (photoCount > limit) return photoLimitMessage(PLAN_SHORT_NAME[plan], limit);
  const fieldsMissing =
    nameError(values.yourName) !== null || nameError(values.lovedName) !== null || values.date === '' || messageError(values.message) !== null;
  if (fieldsMissing) return MESSAGES.fillRequired;
  if (photoCount === 0) return MESSAGES.photoRequired;
  return dateError(values, now) ?? youtubeError(plan, values.youtube);
}
