import { DomainError } from '../shared/domain-error.js';
import { Email } from '../memory/email.js';

/**
 * "Entrega no dia": for a page with a reveal date, the buyer may give the recipient's e-mail address; at the instant
 * the page opens, the recipient receives its link and QR code ("Chegou a hora: …"), once. The address is used for
 * nothing else, shown to nobody (the owner sees it masked, `maskEmail`) and deleted with the page. The buyer may cancel the
 * delivery, or change the address, until that instant.
 *
 * A delivery follows the page's reveal date as it is when it is due: moving the date moves the delivery, and removing
 * it cancels the delivery (a page that opens when paid has no instant to wait for).
 */
export type DeliveryStatus = 'scheduled' | 'sent' | 'cancelled';

export interface RecipientDelivery {
  readonly memoryId: string;
  readonly to: Email;
  readonly status: DeliveryStatus;
  readonly createdAt: Date;
  /** When the e-mail was handed to the outbox, at the page's opening; null until then. */
  readonly sentAt: Date | null;
  /** When the buyer cancelled it, or the reveal date was removed; null otherwise. */
  readonly cancelledAt: Date | null;
}

export class DeliveryNeedsRevealDateError extends DomainError {
  constructor() {
    super('delivery.needs-reveal-date');
  }
}

export class DeliveryEmailInvalidError extends DomainError {
  constructor() {
    super('delivery.email-invalid');
  }
}

export class DeliveryTooLateError extends DomainError {
  constructor() {
    super('delivery.too-late');
  }
}

/** The recipient's address, checked and written like the buyer's own (`Email`); the form asks the same before sending. */
export function validRecipientEmail(raw: string): Email {
  if (!Email.isValid(raw)) throw new DeliveryEmailInvalidError();
  return Email.parse(raw);
}

/**
 * A delivery the buyer asks for on a page whose reveal date is `revealAt`, at `now`: the address checked like the
 * buyer's own (`Email`), and only while the page has a reveal date still ahead.
 */
export function scheduledDelivery(input: { memoryId: string; to: string; revealAt: Date | null; now: Date }): RecipientDelivery {
  const to = validRecipientEmail(input.to);
  assertBeforeOpening(input.revealAt, input.now);
  return { memoryId: input.memoryId, to, status: 'scheduled', createdAt: input.now, sentAt: null, cancelledAt: null };
}

/** The same delivery to another address, while the page has not opened yet. */
export function readdressed(delivery: RecipientDelivery, to: string, revealAt: Date | null, now: Date): RecipientDelivery {
  const address = validRecipientEmail(to);
  assertScheduledBeforeOpening(delivery, revealAt, now);
  return { ...delivery, to: address };
}

/** The buyer's cancellation: only of a delivery not sent yet, before the page opens. */
export function cancelled(delivery: RecipientDelivery, revealAt: Date | null, now: Date): RecipientDelivery {
  assertScheduledBeforeOpening(delivery, revealAt, now);
  return { ...delivery, status: 'cancelled', cancelledAt: now };
}

/**
 * What a delivery comes to at `now`, the page's reveal date being `revealAt`: `send` from that instant on, `wait` until
 * it (`until`), `cancel` when the page no longer has a reveal date, `done` once it was sent or cancelled.
 */
export type DeliveryStep =
  { readonly kind: 'send' } | { readonly kind: 'wait'; readonly until: Date } | { readonly kind: 'cancel' } | { readonly kind: 'done' };

export function deliveryStep(delivery: RecipientDelivery, revealAt: Date | null, now: Date): DeliveryStep {
  if (delivery.status !== 'scheduled') return { kind: 'done' };
  if (revealAt === null) return { kind: 'cancel' };
  return revealAt.getTime() <= now.getTime() ? { kind: 'send' } : { kind: 'wait', until: revealAt };
}

/** The delivery of a page whose reveal date was removed: nothing to wait for, so nothing is sent. */
export function droppedWithRevealDate(delivery: RecipientDelivery, now: Date): RecipientDelivery {
  return { ...delivery, status: 'cancelled', cancelledAt: now };
}

/** The delivery once its e-mail went out. */
export function sent(delivery: RecipientDelivery, now: Date): RecipientDelivery {
  return { ...delivery, status: 'sent', sentAt: now };
}

function assertBeforeOpening(revealAt: Date | null, now: Date): void {
  if (revealAt === null) throw new DeliveryNeedsRevealDateError();
  if (revealAt.getTime() <= now.getTime()) throw new DeliveryTooLateError();
}

function assertScheduledBeforeOpening(delivery: RecipientDelivery, revealAt: Date | null, now: Date): void {
  if (delivery.status !== 'scheduled') throw new DeliveryTooLateError();
  assertBeforeOpening(revealAt, now);
}
