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
import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';
import { FORM_DRAFT_TEXT } from '../../../texts/form-draft.pt-br.js';
import { isConnectionLost } from '../../lib/connection-lost.js';
import { createPayment, type CreatePaymentInput } from './api/create-payment.js';
import type { SubmitState } from './components/submit-overlay.js';
import { planHasStory } from '../../../domain/story/story.js';
import { revealAtOf } from '../memory-form/field-rules.js';
import { storyInput, type StoryDraftMoment } from '../memory-form/story-draft.js';
import { photosTakenByOrder } from './form-draft.js';
import { datingSinceOf, submitProblem, type CreateMemoryValues, type OrderExtrasDraft } from './form-rules.js';
import { lettersInput } from './letters-draft.js';
import { questionInput } from './question-draft.js';
import { skyInput } from '../memory-form/sky/sky-draft.js';
import type { SelectedPhoto } from './use-photo-selection.js';
import type { VoiceDraftModel } from './use-voice-draft.js';
import { planHasVoice } from '../../../domain/voice/voice-plan.js';
import { VOICE_NOT_KEPT, VOICE_STAGED_UNKNOWN } from '../../../texts/voice-order.pt-br.js';

interface CheckoutDraft {
  readonly values: CreateMemoryValues;
  readonly photos: readonly SelectedPhoto[];
  readonly plan: PlanId;
  /** The server's refusal of the music link, asked while typing: nothing is sent while it stands. */
  readonly musicRefusal: string | null;
  readonly story: readonly StoryDraftMoment[];
  readonly extras: OrderExtrasDraft;
  /** The photos' references once each is sent (see `usePhotoStaging`). */
  readonly references: (keys: readonly string[]) => Promise<string[]>;
  /** Takes out the photos whose file this device no longer has (a restored draft's), asking for them again. */
  readonly askAgain: (keys: readonly string[]) => void;
  /** "Um áudio seu": the voice sent ahead, whose upload under way the order waits for. */
  readonly voice: Pick<VoiceDraftModel, 'draft' | 'isSending' | 'reference' | 'forget'>;
}

/** The order needs photos this device no longer has, and the server no longer holds them either. */
class PhotosToSendAgain extends Error {
  constructor(readonly keys: readonly string[]) {
    super('photos to send again');
  }

  /** "Envie de novo: IMG_1234.jpg …", for each. */
  sentence(photos: readonly SelectedPhoto[]): string {
    return photos
      .filter((photo) => this.keys.includes(photo.key))
      .map((photo) => FORM_DRAFT_TEXT.sendAgain(photo.name))
      .join(' ');
  }
}

/** "Um áudio seu" is open, but no voice was kept: the buyer keeps one or removes it before paying. */
class VoiceNotKept extends Error {}

/**
 * The voice message the order names, once its upload under way is answered (`whileSending` is told it waits); null when
 * the buyer asked for none.
 */
async function voiceOfOrder({ plan, voice }: CheckoutDraft, whileSending: () => void): Promise<string | null> {
  if (!planHasVoice(plan) || !voice.draft.open) return null;
  if (voice.isSending()) whileSending();
  const reference = await voice.reference();
  if (reference === null) throw new VoiceNotKept();
  return reference;
}

/** The photos' files for an order that goes with them; a restored photo whose copy was not kept cannot go. */
async function photoFilesOf(photos: readonly SelectedPhoto[]): Promise<File[]> {
  const files = await Promise.all(
    photos.map((photo) =>
      photo.upload.then(
        (file): File | null => file,
        () => null,
      ),
    ),
  );
  const missing = photos.filter((_, index) => files[index] === null).map((photo) => photo.key);
  if (missing.length > 0) throw new PhotosToSendAgain(missing);
  return files as File[];
}

/** How far the photos still going up are, 0 to 1 (a photo already sent counts whole). */
function sendingProgress(photos: readonly SelectedPhoto[]): number {
  if (photos.length === 0) return 1;
  const each = photos.map(({ sending }) => (sending.state === 'sent' ? 1 : sending.state === 'sending' ? sending.progress : 0));
  return each.reduce((sum, part) => sum + part, 0) / photos.length;
}

/** The request body: cleaned names, the start date as the server reads it, no music on a plan without it. */
function paymentInput(
  { values, plan, story, extras }: CheckoutDraft,
  email: string,
  stagedPhotos: readonly string[],
  stagedVoice: string | null,
): CreatePaymentInput {
  return {
    yourName: cleanName(values.yourName),
    lovedName: cleanName(values.lovedName),
    datingSince: datingSinceOf(values),
    message: values.message.trim(),
    plan,
    youtube: PLANS[plan].allowsMusic ? values.youtube.trim() : '',
    email,
    revealAt: revealAtOf(values),
    recipientEmail: revealAtOf(values) === '' ? '' : values.recipientEmail.trim(),
    palette: values.palette,
    fallingEmoji: values.fallingEmoji,
    revealStyle: values.revealStyle,
    story: planHasStory(plan) ? storyInput(story) : [],
    question: questionInput(extras.question),
    letters: lettersInput(extras.letters, plan),
    sky: skyInput(extras.sky),
    stagedVoice: stagedVoice !== null && planHasVoice(plan) ? stagedVoice : '',
    stagedPhotos,
  };
}

/** The order with the photos sent ahead, or, where the server no longer holds them, with the photos themselves. */
function placeOrder(draft: CheckoutDraft, email: string, references: readonly string[], voice: string | null) {
  return createPayment(paymentInput(draft, email, references, voice)).catch(async (error: unknown) => {
    // The photos sent ahead are gone from the server (past their hour, taken by an order left at the checkout, or sent
    // to another of its instances, whose folder it does not share): the order goes with the photos themselves, as the
    // whole spec's call does.
    if (!(error instanceof ApiError && error.serverMessage === REQUEST_ERROR_TEXT.stagedPhotoUnknown)) throw error;
    return createPayment({ ...paymentInput(draft, email, [], voice), photoFiles: await photoFilesOf(draft.photos) });
  });
}

/**
 * Spec section 4 after the form: the e-mail modal, then the three-step overlay while the photos still going up finish
 * (with their real progress) and the page is stored, then the redirect to the checkout. A dropped connection is said
 * as such (`connectionLost`), never as a failed payment; `retry` sends what did not go and pays.
 */
export function useCheckout(draft: CheckoutDraft) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState<SubmitState | null>(null);
  /** The e-mail of the payment a dropped connection stopped, kept for "Tentar de novo". */
  const [connectionLost, setConnectionLost] = useState<string | null>(null);

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
    setConnectionLost(null);
    const problem =
      submitProblem(draft.values, draft.photos.length, draft.plan, new Date(), draft.musicRefusal, draft.story, draft.extras) ??
      (Email.isValid(buyerEmail) ? null : MESSAGES.emailInvalidBeforePayment);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSubmitting({ step: 'uploading', progress: 0 });
    try {
      const references = await draft.references(draft.photos.map((photo) => photo.key));
      const voice = await voiceOfOrder(draft, () => setSubmitting({ step: 'uploading', progress: 1, sendingVoice: true }));
      setSubmitting({ step: 'processing', progress: 1 });
      const created = await placeOrder(draft, buyerEmail, references, voice);
      // The return page shows where the e-mail goes and lets this browser correct it for an hour.
      emailCorrectionStore.save(created.memory_id, {
        key: created.email_correction_key,
        maskedEmail: maskEmail(buyerEmail),
        until: Date.now() + EMAIL_CORRECTION_WINDOW_MS,
      });
      photosTakenByOrder(Date.now());
      checkoutNavigation.go(created.init_point);
    } catch (error) {
      setSubmitting(null);
      if (error instanceof PhotosToSendAgain) {
        draft.askAgain(error.keys);
        toast.error(error.sentence(draft.photos));
        return;
      }
      if (error instanceof VoiceNotKept) return toast.error(VOICE_NOT_KEPT);
      if (isConnectionLost(error)) {
        setConnectionLost(buyerEmail);
        return;
      }
      if (error instanceof ApiError && error.serverMessage === VOICE_STAGED_UNKNOWN) draft.voice.forget(true);
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.createFailed);
    }
  };

  /** "Tentar de novo" after a dropped connection: the photos that did not go are sent again, then the order. */
  const retry = () => {
    if (connectionLost !== null) void pay(connectionLost);
  };

  const shown =
    submitting?.step === 'uploading' && !submitting.sendingVoice ? { ...submitting, progress: sendingProgress(draft.photos) } : submitting;
  return { open, setOpen, email, setEmail, submitting: shown, pay, connectionLost: connectionLost !== null, retry };
}
