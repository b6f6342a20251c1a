import { useCallback, useState, type FormEvent } from 'react';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { useTouchedFields } from '../../components/form/use-touched-fields.js';
import { useMusicCheck } from '../memory-form/music/use-music-check.js';
import {
  checkCreateMemory,
  CREATE_FIELDS,
  EMPTY_VALUES,
  musicOf,
  youtubeError,
  type CreateFieldName,
  type CreateMemoryValues,
} from './form-rules.js';
import { useStoryDraft } from '../memory-form/use-story-draft.js';
import { useLettersDraft } from './use-letters-draft.js';
import { useOrderExtrasRules } from './use-order-extras-rules.js';
import { useQuestionDraft } from './use-question-draft.js';
import { useSkyDraft } from './use-sky-draft.js';
import { useVoiceDraft } from './use-voice-draft.js';
import { useCheckout } from './use-checkout.js';
import { usePhotoSelection } from './use-photo-selection.js';
import { useSubmitProblemToast } from './use-submit-problem-toast.js';

export interface CreateMemoryFormProps {
  readonly plan: PlanId;
  readonly onPlanChange: (plan: PlanId) => void;
}

/**
 * The photos as the chosen plan sees them. Nothing is thrown away when the plan changes: the photos beyond the plan's
 * limit are parked (shown as not included, never previewed nor sent) and count again once a plan that holds them is
 * chosen.
 */
function usePlanPhotos(plan: PlanId) {
  const selection = usePhotoSelection();
  const limit = PLANS[plan].photoLimit;
  return { ...selection, photos: selection.photos.slice(0, limit), parked: selection.photos.slice(limit) };
}

/**
 * The creation form's state: what was typed, which fields were left, the photos, and the way to the checkout. Every
 * check (the errors, the first invalid field, completeness, the submit alert) derives from the form's rules.
 */
export function useCreateMemoryForm({ plan, onPlanChange }: CreateMemoryFormProps) {
  const [values, setValues] = useState<CreateMemoryValues>(EMPTY_VALUES);
  const fields = useTouchedFields<CreateFieldName>();
  const photos = usePlanPhotos(plan);
  const story = useStoryDraft();
  const question = useQuestionDraft();
  const letters = useLettersDraft();
  const sky = useSkyDraft();
  const voice = useVoiceDraft();
  const rules = useOrderExtrasRules(question.draft.open || letters.draft.open || sky.draft.open);
  const extras = { question: question.draft, letters: letters.draft, sky: sky.draft, rules };
  const now = new Date();
  const music = useMusicCheck(youtubeError(plan, values.youtube) === null ? musicOf(plan, values).youtube : '');
  const draft = { values, photoCount: photos.photos.length, plan, now, musicRefusal: music.refusal, story: story.moments, extras };
  const check = checkCreateMemory(draft, fields.touched);
  const showSubmitProblem = useSubmitProblemToast(check.submitProblem);
  const checkout = useCheckout({
    values: { ...values, youtube: musicOf(plan, values).youtube },
    photos: photos.photos,
    plan,
    musicRefusal: music.refusal,
    story: story.moments,
    extras,
    references: photos.references,
    askAgain: photos.askAgain,
    voice,
  });

  // Stable, so that the parts a keystroke does not change (the plans, the look) are not drawn again for it.
  const set = useCallback((name: keyof CreateMemoryValues, value: string) => setValues((current) => ({ ...current, [name]: value })), []);
  const choosePlan = useCallback(
    (next: PlanId) => {
      if (next !== plan) onPlanChange(next);
    },
    [plan, onPlanChange],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkout.submitting) return;
    const current = checkCreateMemory({ ...draft, now: new Date() });
    if (current.submitProblem) {
      fields.touchAll(CREATE_FIELDS);
      showSubmitProblem(current.submitProblem);
      fields.focus(current.firstInvalid);
      return;
    }
    checkout.setOpen(true);
  };

  return { plan, values, set, now, fields, check, photos, story, question, letters, sky, voice, choosePlan, submit, checkout, music };
}

export type CreateMemoryFormModel = ReturnType<typeof useCreateMemoryForm>;
