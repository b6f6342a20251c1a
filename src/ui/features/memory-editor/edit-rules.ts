import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { isValidEditYoutubeLink } from '../../../domain/memory/youtube.js';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { checkFields, problemOf, type FieldRules, type FormCheck } from '../../components/form/check-fields.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import { controlCharacterProblem, dateProblem, messageProblem, photoCountProblem, revealAtOf, revealDateError } from '../memory-form/field-rules.js';
import { storyProblem } from '../memory-form/story-draft.js';
import { datingSinceToSend, type EditState } from './edit-state.js';

/** Everything the rules read: the record as it was, the edit as it stands, and the current instant. */
export interface MemoryEditDraft {
  readonly memory: MemoryRecordResponse;
  readonly state: EditState;
  readonly now: Date;
  /** The server's refusal of a changed music link, asked while typing. */
  readonly musicRefusal?: string | null;
}

/** The edit page's music rule (stricter than creation's): empty, or a watch or youtu.be link, on a plan with music. */
export function editYoutubeError(plan: PlanId, value: string): string | null {
  return PLANS[plan].allowsMusic && !isValidEditYoutubeLink(value) ? MESSAGES.youtubeInvalid : null;
}

/**
 * The server's rules on an edit, in the editor's order: start date (not in the future in São Paulo, as on creation),
 * message, music link, photos. A save stops at the first field that is wrong.
 */
export const EDIT_RULES = {
  date: {
    check: ({ memory, state, now }) => dateProblem(state.date, datingSinceToSend(memory.datingSince, state.date), now),
    showsInvalidAtOnce: true,
  },
  message: { check: ({ state }) => messageProblem(state.message) },
  youtube: {
    check: ({ memory, state, musicRefusal }) =>
      (PLANS[memory.plan].allowsMusic ? controlCharacterProblem('youtube', state.youtube) : null) ??
      problemOf('invalid', editYoutubeError(memory.plan, state.youtube) ?? (PLANS[memory.plan].allowsMusic ? (musicRefusal ?? null) : null)),
  },
  photos: { check: ({ memory, state }) => photoCountProblem(state.kept.length + state.added.length, memory.plan) },
  revealAt: {
    // The date as it was is never wrong (even on its own day): only a change is judged, by the creation form's rule.
    check: ({ memory, state, now }) =>
      revealAtOf(state) === (memory.revealAt ?? '') ? null : problemOf('invalid', revealDateError(revealAtOf(state), now)),
    showsInvalidAtOnce: true,
  },
  story: { check: ({ memory, state, now }) => problemOf('invalid', storyProblem(state.story, memory.plan, now)) },
} as const satisfies FieldRules<string, MemoryEditDraft>;

export type EditFieldName = keyof typeof EDIT_RULES;

export const EDIT_FIELDS = Object.keys(EDIT_RULES) as EditFieldName[];

export function checkMemoryEdit(draft: MemoryEditDraft, touched: ReadonlySet<EditFieldName> = new Set()): FormCheck<EditFieldName> {
  return checkFields<EditFieldName, MemoryEditDraft>(EDIT_RULES, draft, touched);
}
