import { validDatingSince } from '../../../domain/memory/dating-since.js';
import { validRecipientEmail } from '../../../domain/delivery/recipient-delivery.js';
import { validRevealDate } from '../../../domain/memory/reveal-date.js';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { hasControlCharacter } from '../../../domain/shared/control-characters.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { MESSAGE_MAX_LENGTH } from '../../../domain/memory/memory-details.js';
import { controlCharacterSentence, errorSentence } from '../../../texts/error-messages.pt-br.js';
import { OVER_LIMIT_TEXT } from '../../../texts/over-limit.pt-br.js';
import { problemOf, type FieldProblem } from '../../components/form/check-fields.js';
import { MESSAGES, photoLimitSentence } from '../../../texts/messages.pt-br.js';
import { PLAN_SHORT_NAME } from '../../../texts/plans.pt-br.js';

/**
 * The checks a memory's creation and its owner's edit have in common, each the domain's own rule read in the browser,
 * so that both forms refuse what the server refuses, with the same words.
 */

const DATE_REQUIRED = 'Informe a data de início';
export const DATE_IN_FUTURE = 'A data de início não pode estar no futuro.';
export const DATE_INVALID = 'Informe uma data válida.';

/** The server's rule on a start date ("YYYY-MM-DD" or "YYYY-MM-DDTHH:mm"), read against now in São Paulo. */
export function datingSinceError(datingSince: string, now: Date): string | null {
  try {
    validDatingSince(datingSince, now);
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'memory.dating-since-in-future') return DATE_IN_FUTURE;
    return DATE_INVALID;
  }
}

/** The date input's value (`date`, missing when empty) and the start date it makes, which must not be in the future. */
export function dateProblem(date: string, datingSince: string, now: Date): FieldProblem | null {
  if (date === '') return problemOf('missing', DATE_REQUIRED);
  return problemOf('invalid', datingSinceError(datingSince, now));
}

/** The value sent as `revealAt`: "YYYY-MM-DDTHH:mm" (midnight when no time was picked), or "" for none. */
export function revealAtOf(values: { readonly revealDate: string; readonly revealTime: string }): string {
  return values.revealDate === '' ? '' : `${values.revealDate}T${values.revealTime || '00:00'}`;
}

/** The server's rule on a reveal date (from tomorrow up to a year ahead, Brasília time): null when fine or none. */
export function revealDateError(revealAt: string, now: Date): string | null {
  return domainRuleSentence(() => validRevealDate(revealAt, now));
}

/** "E-mail de quem vai receber" on the creation form: read only when one is typed for a page with a reveal date. */
export function recipientEmailError(revealAt: string, recipientEmail: string): string | null {
  return revealAt === '' || recipientEmail.trim() === '' ? null : recipientAddressError(recipientEmail);
}

/** The domain's rule on the recipient's address ("Entrega no dia"): null when it is one. */
export function recipientAddressError(address: string): string | null {
  return domainRuleSentence(() => validRecipientEmail(address));
}

/** The Portuguese sentence of the domain rule `check` breaks, or null when it holds. */
export function domainRuleSentence(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof DomainError ? errorSentence(error) : null;
  }
}

/** A typed field holding a character no keyboard types (a pasted NUL, a control code): refused as the server refuses it. */
export function controlCharacterProblem(field: string, value: string): FieldProblem | null {
  return hasControlCharacter(value) ? problemOf('invalid', controlCharacterSentence(field)) : null;
}

export function messageError(value: string): string | null {
  return value.trim() === '' ? MESSAGES.messageRequired : null;
}

/** How many characters the message has beyond the limit, counted as the server counts them (line breaks as one, trimmed). */
export function messageExcess(value: string): number {
  return Math.max(0, value.replace(/\r\n?/g, '\n').trim().length - MESSAGE_MAX_LENGTH);
}

/** "Sua mensagem tem 600 caracteres a mais": the message is kept whole, and nothing is sent until it fits. */
export function messageOverLimit(value: string): FieldProblem | null {
  const excess = messageExcess(value);
  return excess === 0 ? null : problemOf('over-limit', OVER_LIMIT_TEXT.message(excess));
}

/** The message's problem, in both forms: a control character, too long, or missing. */
export function messageProblem(value: string): FieldProblem | null {
  return controlCharacterProblem('message', value) ?? messageOverLimit(value) ?? problemOf('missing', messageError(value));
}

/** At least one photo, and no more than the plan allows. */
export function photoCountProblem(count: number, plan: PlanId): FieldProblem | null {
  const limit = PLANS[plan].photoLimit;
  if (count > limit) return problemOf('over-limit', photoLimitSentence(PLAN_SHORT_NAME[plan], limit));
  return count === 0 ? problemOf('missing', MESSAGES.photoRequired) : null;
}
