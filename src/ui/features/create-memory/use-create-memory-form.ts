import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { PlanId } from '../../../domain/plan/plan.js';
import { useTouchedFields } from '../../components/form/use-touched-fields.js';
import { useToast } from '../../components/ui/toast.js';
import { checkCreateMemory, CREATE_FIELDS, EMPTY_VALUES, type CreateFieldName, type CreateMemoryValues } from './form-rules.js';
import { useCheckout } from './use-checkout.js';
import { usePhotoSelection } from './use-photo-selection.js';

export interface CreateMemoryFormProps {
  readonly plan: PlanId;
  readonly onPlanChange: (plan: PlanId) => void;
}

/**
 * Spec section 4: choosing basic clears the chosen photos and the video link; choosing premium keeps them. Also when
 * the plan changes through the address (a link to /create).
 */
function useBasicPlanDrops(plan: PlanId, drop: () => void) {
  const shownPlan = useRef(plan);
  useEffect(() => {
    if (shownPlan.current !== plan && plan === 'basic') drop();
    shownPlan.current = plan;
  }, [plan, drop]);
}

/**
 * The creation form's state: what was typed, which fields were left, the photos, and the way to the checkout. Every
 * check (the errors, the first invalid field, completeness, the submit alert) derives from the form's rules.
 */
export function useCreateMemoryForm({ plan, onPlanChange }: CreateMemoryFormProps) {
  const toast = useToast();
  const [values, setValues] = useState<CreateMemoryValues>(EMPTY_VALUES);
  const fields = useTouchedFields<CreateFieldName>();
  const photos = usePhotoSelection();
  const now = new Date();
  const draft = { values, photoCount: photos.photos.length, plan, now };
  const check = checkCreateMemory(draft, fields.touched);
  const checkout = useCheckout({ values, photos: photos.photos, plan });

  const { clear } = photos;
  useBasicPlanDrops(
    plan,
    useCallback(() => {
      clear();
      setValues((current) => ({ ...current, youtube: '' }));
    }, [clear]),
  );

  const set = (name: keyof CreateMemoryValues, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const choosePlan = (next: PlanId) => {
    if (next !== plan) onPlanChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkout.submitting) return;
    const current = checkCreateMemory({ ...draft, now: new Date() });
    if (current.submitProblem) {
      fields.touchAll(CREATE_FIELDS);
      toast.error(current.submitProblem);
      fields.focus(current.firstInvalid);
      return;
    }
    checkout.setOpen(true);
  };

  return { plan, values, set, now, fields, check, photos, choosePlan, submit, checkout };
}

export type CreateMemoryFormModel = ReturnType<typeof useCreateMemoryForm>;
