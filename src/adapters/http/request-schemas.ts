import { z } from 'zod';
import { Email } from '../../domain/memory/email.js';
import { PLANS } from '../../domain/plan/plan.js';
import { refuseControlCharacters } from '../../domain/shared/control-characters.js';
import { invalidFieldSentence } from '../../texts/error-messages.pt-br.js';
import { HttpError } from './http-error.js';
import { jsonTextField } from './json-text-field.js';
import { lettersField } from './letters-field.js';
import { skyField } from './sky-field.js';
import { storyField } from './story-field.js';

/** A single text field; absent means empty so that the domain names what is missing in the product's own words. */
const text = (max: number) => z.string().max(max).default('');

/** A plan of the catalogue by its id; absent or empty means the basic plan (spec), any other value is refused. */
const planField = text(20).refine((plan) => plan === '' || Object.hasOwn(PLANS, plan));

export const createPaymentFields = z.object({
  yourName: text(200),
  lovedName: text(200),
  datingSince: text(40),
  message: text(20_000),
  plan: planField,
  youtube: text(500),
  email: text(320),
  revealAt: text(40),
  /** The page's look by name: the domain refuses a name it does not know (never colours or CSS). */
  palette: text(40),
  fallingEmoji: text(40),
  revealStyle: text(40),
  story: storyField.optional(),
  /** "Entrega no dia": the recipient's address; the domain checks it (`delivery.email-invalid`) and asks for a reveal date. */
  recipientEmail: text(320),
  /** "Pergunta de vocês": the domain cleans and checks them (`question.*`); an empty question asks for none. */
  question: text(300),
  questionHint: text(300),
  questionAnswer: text(300),
  /** "Cartas para o futuro": the domain checks each letter, the plan and the count (`letters.*`). */
  letters: lettersField.optional(),
  /** "O céu daquela noite": the place as JSON; the domain checks it (`sky.*`). */
  sky: skyField.optional(),
});

const photoPath = z
  .string()
  .max(300)
  .regex(/^\/uploads\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/);

export const updateMemoryFields = z.object({
  message: text(20_000),
  datingSince: text(40),
  youtube: text(500),
  /** Absent: the reveal date stays as it is (an edit form without the field changes nothing); empty removes it. */
  revealAt: z.string().max(40).optional(),
  /** Absent: the page's look stays as it is. */
  palette: z.string().max(40).optional(),
  fallingEmoji: z.string().max(40).optional(),
  revealStyle: z.string().max(40).optional(),
  /** Absent: the moments stay as they are; `[]` removes them all. */
  story: storyField.optional(),
  /** Absent: none removed. */
  removedPhotos: jsonTextField(2000).pipe(z.array(photoPath).max(10)).default([]),
});

/**
 * A buyer's address, parsed by the domain's `Email`: a malformed one is refused with the domain's own error
 * (`memory.email-invalid`, its Portuguese sentence), not as a generic bad field.
 */
const email = z
  .string()
  .max(320)
  .transform((raw) => Email.parse(raw));

export const resendQrCodeBody = z.object({ email });

/** POST /api/email-correction/{id}: `{ email, key }`, the key the ordering browser was given with its order. */
export const emailCorrectionBody = z.object({ email, key: z.string().max(200).optional() });

/**
 * Parses at the edge: 400 with a Portuguese sentence naming the first bad field. A field holding a control character
 * (NUL, a C1 code…) is refused first, whatever the schema says of it, with its own code (`text.control-character`).
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input && typeof input === 'object') {
    for (const [field, value] of Object.entries(input)) {
      refuseControlCharacters(field, typeof value === 'string' ? value : null);
    }
  }
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  throw new HttpError(400, 'request.invalid', invalidFieldSentence(field, issue.code === 'too_big' ? 'too-long' : 'invalid'), field || undefined);
}

/** `Authorization: Bearer <token>`; null when absent or of another scheme. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
