import { useEffect, useState } from 'react';
import { Email } from '../../../domain/memory/email.js';
import { maskEmail } from '../../../domain/memory/email-mask.js';
import { EMAIL_CORRECTION_WINDOW_MS } from '../../../domain/memory/email-correction.js';
import { cleanName } from '../../../domain/memory/memory-name.js';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { useToast } from '../../components/ui/toast.js';
import { ApiError } from '../../lib/api-client.js';
import { checkoutNavigation } from '../../lib/checkout-navigation.js';
import { emailCorrectionStore } from '../../lib/email-correction-store.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import { createPayment, type CreatePaymentInput } from './api/create-payment.js';
import type { SubmitStep } from './components/submit-overlay.js';
import { planHasStory } from '../../../domain/story/story.js';
import { revealAtOf } from '../memory-form/field-rules.js';
import { storyInput, type StoryDraftMoment } from '../memory-form/story-draft.js';
import { datingSinceOf, submitProblem, type CreateMemoryValues } from './form-rules.js';
import type { SelectedPhoto } from './use-photo-selection.js';

interface CheckoutDraft {
  readonly values: CreateMemoryValues;
  readonly photos: readonly SelectedPhoto[];
  readonly plan: PlanId;
  /** The server's refusal of the music link, asked while typing: nothing is sent while it stands. */
  readonly musicRefusal: string | null;
  readonly story: readonly StoryDraftMoment[];
}

/** The request body: cleaned names, the start date as the server reads it, no music on a plan without it. */
function paymentInput({ values, plan, story }: CheckoutDraft, email: string, photos: readonly File[]): CreatePaymentInput {
  return {
    yourName: cleanName(values.yourName),
    lovedName: cleanName(values.lovedName),
    datingSince: datingSinceOf(values),
    message: values.message.trim(),
    plan,
    youtube: PLANS[plan].allowsMusic ? values.youtube.trim() : '',
    email,
    revealAt: revealAtOf(values),
    palette: values.palette,
    fallingEmoji: values.fallingEmoji,
    story: planHasStory(plan) ? storyInput(story) : [],
    photos,
  };
}

/**
 * Spec section 4 after the form: the e-mail modal, then the three-step overlay while the page is stored (with the
 * real upload progress), then the redirect to the checkout.
 */
export function useCheckout(draft: CheckoutDraft) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState<{ step: SubmitStep; progress: number } | null>(null);

  // Coming back from the checkout with the browser's back button restores this page as it was left: drop the overlay.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const pay = async (buyerEmail: string) => {
    if (submitting) return;
    setOpen(false);
    const problem =
      submitProblem(draft.values, draft.photos.length, draft.plan, new Date(), draft.musicRefusal, draft.story) ??
      (Email.isValid(buyerEmail) ? null : MESSAGES.emailInvalidBeforePayment);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSubmitting({ step: 'validating', progress: 0 });
    try {
      const files = await Promise.all(draft.photos.map((photo) => photo.upload));
      setSubmitting({ step: 'uploading', progress: 0 });
      const created = await createPayment(paymentInput(draft, buyerEmail, files), (fraction) =>
        setSubmitting(fraction >= 1 ? { step: 'processing', progress: 1 } : { step: 'uploading', progress: fraction }),
      );
      setSubmitting({ step: 'processing', progress: 1 });
      // The return page shows where the e-mail goes and lets this browser correct it for an hour.
      emailCorrectionStore.save(created.memory_id, {
        key: created.email_correction_key,
        maskedEmail: maskEmail(buyerEmail),
        until: Date.now() + EMAIL_CORRECTION_WINDOW_MS,
      });
      const { init_point } = created;
      checkoutNavigation.go(init_point);
    } catch (error) {
      setSubmitting(null);
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.createFailed);
    }
  };

  return { open, setOpen, email, setEmail, submitting, pay };
}
