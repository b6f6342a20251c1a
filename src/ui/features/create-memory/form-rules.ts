import { nameExcess, nameProblem } from '../../../domain/memory/memory-name.js';
import { OVER_LIMIT_TEXT } from '../../../texts/over-limit.pt-br.js';
import { youtubeVideoId } from '../../../domain/memory/youtube.js';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { DEFAULT_FALLING_EMOJI, type FallingEmojiName } from '../../../domain/look/falling-emoji.js';
import { DEFAULT_PALETTE, type PaletteName } from '../../../domain/look/palettes.js';
import { DEFAULT_REVEAL_STYLE, type RevealStyle } from '../../../domain/look/reveal-style.js';
import { checkFields, problemOf, type FieldProblem, type FieldRules, type FormCheck } from '../../components/form/check-fields.js';
import { CREATE_FORM_TEXT } from '../../../texts/create-form.pt-br.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import {
  controlCharacterProblem,
  dateProblem,
  datingSinceError,
  messageProblem,
  photoCountProblem,
  recipientEmailError,
  revealAtOf,
  revealDateError,
} from '../memory-form/field-rules.js';
import { storyProblem, type StoryDraftMoment } from '../memory-form/story-draft.js';
import { NO_LETTERS, type LettersDraft } from './letters-draft.js';
import type { OrderExtrasRules } from './order-extras-rules.js';
import { NO_QUESTION, type QuestionDraft } from './question-draft.js';
import { NO_SKY, type SkyDraft } from '../memory-form/sky/sky-draft.js';

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
  /** The optional reveal date: "YYYY-MM-DD" and "HH:mm" (Brasília time), or "" for a page open once paid. */
  readonly revealDate: string;
  readonly revealTime: string;
  /** "Entrega no dia": the recipient's address, sent only with a reveal date; "" for no delivery. */
  readonly recipientEmail: string;
  /** The page's look, by name (src/domain/look): the defaults until the buyer picks others. */
  readonly palette: PaletteName;
  readonly fallingEmoji: FallingEmojiName;
  readonly revealStyle: RevealStyle;
}

export const EMPTY_VALUES: CreateMemoryValues = {
  yourName: '',
  lovedName: '',
  date: '',
  time: '',
  message: '',
  youtube: '',
  revealDate: '',
  revealTime: '',
  recipientEmail: '',
  palette: DEFAULT_PALETTE,
  fallingEmoji: DEFAULT_FALLING_EMOJI,
  revealStyle: DEFAULT_REVEAL_STYLE,
};

/** Everything the rules read: the typed values, the photos chosen, the plan, and the current instant. */
export interface CreateMemoryDraft {
  readonly values: CreateMemoryValues;
  readonly photoCount: number;
  readonly plan: PlanId;
  readonly now: Date;
  /** The server's refusal of the music link, asked while typing (Este vídeo não pode ser tocado fora do YouTube…). */
  readonly musicRefusal?: string | null;
  /** "Nossa história" as typed (read on a plan with it only); absent: none. */
  readonly story?: readonly StoryDraftMoment[];
  /** "Pergunta de vocês", "Cartas para o futuro" and "O céu daquela noite" as typed; absent: none. */
  readonly extras?: OrderExtrasDraft;
}

/** The order's extras kept apart from the typed values: the answer is never in the form's draft on this device. */
export interface OrderExtrasDraft {
  readonly question: QuestionDraft;
  readonly letters: LettersDraft;
  readonly sky: SkyDraft;
  /** Their rules, loaded once an extra is opened (null until then: nothing of them is sent). */
  readonly rules: OrderExtrasRules | null;
}

export const NO_EXTRAS: OrderExtrasDraft = { question: NO_QUESTION, letters: NO_LETTERS, sky: NO_SKY, rules: null };

/** The live check under a name field: 'Nome é obrigatório', 'Nome muito curto', or that emoji are left out. */
export function nameError(value: string): string | null {
  const problem = nameProblem(value);
  if (problem === 'required') return MESSAGES.nameRequired;
  if (problem === 'emoji-only') return CREATE_FORM_TEXT.nameEmojiOnly;
  if (problem === 'too-short') return MESSAGES.nameTooShort;
  return null;
}

/** A name's problem: a control character, over the limit ("O nome tem 3 caracteres a mais": kept whole), or missing. */
function nameFieldProblem(field: 'yourName' | 'lovedName', value: string): FieldProblem | null {
  const excess = nameExcess(value);
  return (
    controlCharacterProblem(field, value) ??
    (excess > 0 ? problemOf('over-limit', OVER_LIMIT_TEXT.name(excess)) : problemOf('missing', nameError(value)))
  );
}

/** The value sent as `datingSince`: "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm". */
export function datingSinceOf(values: Pick<CreateMemoryValues, 'date' | 'time'>): string {
  if (values.date === '') return '';
  return values.time === '' ? values.date : `${values.date}T${values.time}`;
}

/** The server's rule on the start date, read against the current instant: null when it is fine or still empty. */
export function dateError(values: Pick<CreateMemoryValues, 'date' | 'time'>, now: Date): string | null {
  return values.date === '' ? null : datingSinceError(datingSinceOf(values), now);
}

/** The music link's problem, if one was typed: the preview and the server read only links with an 11-character id. */
export function youtubeError(plan: PlanId, value: string): string | null {
  if (!PLANS[plan].allowsMusic || value.trim() === '') return null;
  return youtubeVideoId(value) === null ? MESSAGES.youtubeInvalid : null;
}

/**
 * The music link as the chosen plan sees it: a link typed on a plan with music is kept while a plan without it is
 * chosen (parked), but it is neither checked, previewed nor sent then.
 */
export function musicOf(plan: PlanId, values: Pick<CreateMemoryValues, 'youtube'>): { readonly youtube: string; readonly parked: boolean } {
  if (PLANS[plan].allowsMusic) return { youtube: values.youtube, parked: false };
  return { youtube: '', parked: values.youtube.trim() !== '' };
}

/**
 * Spec sections 4 and 5, in the form's order: names, start date, message, photos, music. A click on the incomplete
 * submit button says 'preencha todos os campos' while a text field is missing, then asks for a photo.
 */
export const CREATE_RULES = {
  yourName: {
    check: ({ values }) => nameFieldProblem('yourName', values.yourName),
    missingAlert: MESSAGES.fillRequired,
  },
  lovedName: {
    check: ({ values }) => nameFieldProblem('lovedName', values.lovedName),
    missingAlert: MESSAGES.fillRequired,
  },
  date: {
    check: ({ values, now }) => dateProblem(values.date, datingSinceOf(values), now),
    missingAlert: MESSAGES.fillRequired,
    showsInvalidAtOnce: true,
  },
  message: {
    check: ({ values }) => messageProblem(values.message),
    missingAlert: MESSAGES.fillRequired,
  },
  photos: { check: ({ photoCount, plan }) => photoCountProblem(photoCount, plan) },
  revealAt: { check: ({ values, now }) => problemOf('invalid', revealDateError(revealAtOf(values), now)), showsInvalidAtOnce: true },
  recipientEmail: { check: ({ values }) => problemOf('invalid', recipientEmailError(revealAtOf(values), values.recipientEmail)) },
  story: { check: ({ story, plan, now }) => problemOf('invalid', storyProblem(story ?? [], plan, now)) },
  question: { check: ({ extras }) => problemOf('invalid', extras?.rules?.questionProblem(extras.question) ?? null) },
  letters: { check: ({ extras, plan, now }) => problemOf('invalid', extras?.rules?.lettersProblem(extras.letters, plan, now) ?? null) },
  sky: { check: ({ extras }) => problemOf('invalid', extras?.rules?.skyProblem(extras.sky) ?? null) },
  youtube: {
    check: ({ values, plan, musicRefusal }) =>
      (PLANS[plan].allowsMusic ? controlCharacterProblem('youtube', values.youtube) : null) ??
      problemOf('invalid', youtubeError(plan, values.youtube) ?? (PLANS[plan].allowsMusic ? (musicRefusal ?? null) : null)),
  },
} as const satisfies FieldRules<string, CreateMemoryDraft>;

export type CreateFieldName = keyof typeof CREATE_RULES;

export const CREATE_FIELDS = Object.keys(CREATE_RULES) as CreateFieldName[];

/** The errors under the fields, the first invalid field, completeness and the submit alert of the creation form. */
export function checkCreateMemory(draft: CreateMemoryDraft, touched: ReadonlySet<CreateFieldName> = new Set()): FormCheck<CreateFieldName> {
  return checkFields<CreateFieldName, CreateMemoryDraft>(CREATE_RULES, draft, touched);
}

/** Spec section 4: names, start date, message and at least one photo, and the photo count fits the plan. */
export function isComplete(values: CreateMemoryValues, photoCount: number, plan: PlanId, now = new Date()): boolean {
  return checkCreateMemory({ values, photoCount, plan, now }).complete;
}

/**
 * The alert a click on the incomplete submit button shows (spec section 5, "Before payment"), or null when the
 * e-mail modal may open.
 */
export function submitProblem(
  values: CreateMemoryValues,
  photoCount: number,
  plan: PlanId,
  now: Date,
  musicRefusal: string | null = null,
  story: readonly StoryDraftMoment[] = [],
  extras: OrderExtrasDraft = NO_EXTRAS,
): string | null {
  return checkCreateMemory({ values, photoCount, plan, now, musicRefusal, story, extras }).submitProblem;
}
