import type { CreatePaymentResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { DEFAULT_REVEAL_STYLE } from '../../../../domain/look/reveal-style.js';
import type { LetterInput } from '../../../../domain/letters/future-letter.js';
import type { PlanId } from '../../../../domain/plan/plan.js';
import type { SkyPlaceInput } from '../../../../domain/sky/sky-place.js';
import type { StoryMomentInput } from '../../../../domain/story/story.js';
import { sendForm } from '../../../lib/api-send.js';

export interface CreatePaymentInput {
  readonly yourName: string;
  readonly lovedName: string;
  /** "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm". */
  readonly datingSince: string;
  readonly message: string;
  readonly plan: PlanId;
  readonly youtube: string;
  readonly email: string;
  /** "YYYY-MM-DDTHH:mm" (Brasília time) when the page opens on a day of its own, else "". */
  readonly revealAt: string;
  /** "Entrega no dia": the recipient's address, or "" (not sent) for none. */
  readonly recipientEmail: string;
  /** The page's look, by name. */
  readonly palette: string;
  readonly fallingEmoji: string;
  /** How the recipient opens the page, by name; the tap (the default) is not sent. */
  readonly revealStyle: string;
  /** "Nossa história": the moments as typed; sent only when there are some. */
  readonly story?: readonly StoryMomentInput[];
  /** "Pergunta de vocês": the question, its hint and its answer; null (none sent) when not asked. */
  readonly question?: { readonly question: string; readonly questionHint: string; readonly questionAnswer: string } | null;
  /** "Cartas para o futuro": the letters as typed; sent only when there are some. */
  readonly letters?: readonly LetterInput[];
  /** "O céu daquela noite": where they were; null (none sent) when not asked. */
  readonly sky?: SkyPlaceInput | null;
  /** "Um áudio seu": the reference of the voice message sent ahead (POST /api/staged-voice); none when empty. */
  readonly stagedVoice?: string;
  /** The photos, in order: references of photos already sent (POST /api/staged-photos)… */
  readonly stagedPhotos: readonly string[];
  /** …or the photos themselves, when the server no longer holds what was sent ahead. */
  readonly photoFiles?: readonly File[];
}

/**
 * The multipart body of POST /api/create-payment (spec section 7): text fields, then each photo's reference under
 * `stagedPhotos` (the photos themselves went up while the buyer wrote, so this body is a few kilobytes), or the
 * photos under `photos`.
 */
export function createPaymentForm(input: CreatePaymentInput): FormData {
  const form = new FormData();
  form.append('yourName', input.yourName);
  form.append('lovedName', input.lovedName);
  form.append('datingSince', input.datingSince);
  form.append('message', input.message);
  form.append('plan', input.plan);
  form.append('youtube', input.youtube);
  form.append('email', input.email);
  if (input.revealAt !== '') form.append('revealAt', input.revealAt);
  if (input.recipientEmail !== '') form.append('recipientEmail', input.recipientEmail);
  form.append('palette', input.palette);
  form.append('fallingEmoji', input.fallingEmoji);
  if (input.revealStyle !== DEFAULT_REVEAL_STYLE) form.append('revealStyle', input.revealStyle);
  if (input.story && input.story.length > 0) form.append('story', JSON.stringify(input.story));
  if (input.question) for (const [name, value] of Object.entries(input.question)) form.append(name, value);
  if (input.letters && input.letters.length > 0) form.append('letters', JSON.stringify(input.letters));
  if (input.sky) form.append('sky', JSON.stringify(input.sky));
  if (input.stagedVoice) form.append('stagedVoice', input.stagedVoice);
  for (const reference of input.stagedPhotos) form.append('stagedPhotos', reference);
  for (const file of input.photoFiles ?? []) form.append('photos', file, file.name);
  return form;
}

/** Stores the page as awaiting payment and answers where the checkout is. */
export function createPayment(input: CreatePaymentInput): Promise<CreatePaymentResponse> {
  return sendForm<CreatePaymentResponse>('POST', '/create-payment', createPaymentForm(input));
}
