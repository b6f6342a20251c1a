import type { PaymentMethod } from '../../domain/memory/payment-method.js';
import type { PlanId } from '../../domain/plan/plan.js';
import type { LifecycleNotice } from '../../domain/renewal/page-lifecycle.js';

/** The purchase of one page, for the receipt in the e-mail that says it is online. */
export interface PageReceipt {
  /** The order's number: the page's id, which support looks a purchase up by. */
  readonly orderNumber: string;
  /** The checkout's own number of the payment (Mercado Pago's payment id); null when none was recorded. */
  readonly paymentId: string | null;
  /** What was paid, in cents of BRL: the plan's price, which the payment was checked against. */
  readonly amountCents: number;
  readonly paidAt: Date;
  /** How it was paid, as the checkout reported it; null when it did not say. */
  readonly method: PaymentMethod | null;
}

export interface PageLinkEmailEntry {
  readonly yourName: string;
  readonly lovedName: string;
  readonly plan: PlanId;
  readonly publicUrl: string;
  readonly editUrl: string;
  /** PNG of a QR code that opens `publicUrl`. */
  readonly qrCodePng: Uint8Array;
  /** Null for a page that never ends. */
  readonly endsAt: Date | null;
  /** The reveal date of a page still sealed when the e-mail is built: it says when the page opens, not that it is live. */
  readonly opensAt?: Date | null;
  /** Where the buyer renews or upgrades the page (e-mails about its plan); absent elsewhere. */
  readonly renewalUrl?: string;
  /** What a renewal and an upgrade cost now (with `renewalUrl`). */
  readonly orderPrices?: { readonly renewalCents: number; readonly upgradeCents: number };
  /** For an ended basic page: when its data goes unless it is renewed. */
  readonly removalAt?: Date | null;
  /** The purchase; null for a page not paid (yet). Absent: not known to the sender. */
  readonly receipt?: PageReceipt | null;
  /** The printable card (A6, A4 with crop marks) and the status image, each a link that works without a session. */
  readonly shareCards?: Readonly<Record<'a6' | 'a4' | 'story', string>>;
}

export interface PageLinksEmail {
  readonly to: string;
  /**
   * `activated`: the page just went live; `resend`: the buyer asked for their links again; `renewed`, `upgraded`: a
   * renewal or an upgrade was paid; a lifecycle notice: a basic page's end is near, has come, or its removal is.
   */
  readonly reason: 'activated' | 'resend' | 'renewed' | 'upgraded' | LifecycleNotice;
  readonly pages: readonly PageLinkEmailEntry[];
}

/** "A surpresa foi aberta!": the buyer learns when their page was first opened. */
export interface PageOpenedEmail {
  readonly to: string;
  readonly yourName: string;
  readonly lovedName: string;
  readonly publicUrl: string;
  /** The first opening. */
  readonly openedAt: Date;
  /** Turns these e-mails off for the page: signed, no login needed. */
  readonly turnOffUrl: string;
}

/** "Hoje vocês completam 2 anos!": the buyer is told on each yearly anniversary of the start date. */
export interface AnniversaryEmail {
  readonly to: string;
  readonly yourName: string;
  readonly lovedName: string;
  /** The whole years completed that day. */
  readonly years: number;
  readonly publicUrl: string;
  /** A basic page's end and its renewal link; null for a page that never ends. */
  readonly plan: { readonly endsAt: Date; readonly renewalUrl: string } | null;
  /** Turns these e-mails off for the page: signed, no login needed. */
  readonly turnOffUrl: string;
  /** "Adicione o capítulo do 3º ano": the year's chapter to add, and the edit page's link to its section. */
  readonly chapter?: { readonly year: number; readonly editUrl: string };
}

/** "Responder com carinho": a visitor's reply to the page, brought to its buyer. */
export interface PageReplyEmail {
  readonly to: string;
  readonly yourName: string;
  readonly lovedName: string;
  readonly publicUrl: string;
  /** Plain text as the visitor wrote it (cleaned); null for a heart alone. Escaped by whoever renders it. */
  readonly note: string | null;
  readonly sentAt: Date;
}

/**
 * "Entrega no dia": `arrived`, to the recipient at the instant the page opens, with its link and QR code (never the
 * edit link); `sent`, to the buyer once it went out.
 */
export interface DeliveryEmail {
  readonly to: string;
  readonly kind: 'arrived' | 'sent';
  readonly yourName: string;
  readonly lovedName: string;
  readonly publicUrl: string;
  /** The public link's QR code (PNG), in the recipient's e-mail; null in the buyer's. */
  readonly qrCodePng: Uint8Array | null;
}

/** "A carta de julho foi aberta": a letter for the future opened for the first time, told to the buyer. */
export interface LetterOpenedEmail {
  readonly to: string;
  readonly yourName: string;
  readonly lovedName: string;
  readonly title: string;
  /** The letter's day, "YYYY-MM-DD". */
  readonly opensOn: string;
  readonly publicUrl: string;
}

/** "Alguém tentou abrir a página de vocês": several wrong answers to the page's question, told to the buyer. */
export interface QuestionAlertEmail {
  readonly to: string;
  readonly yourName: string;
  readonly lovedName: string;
  readonly publicUrl: string;
  /** Where the buyer changes the question or its hint. */
  readonly editUrl: string;
}

/** How an e-mail is handed over, apart from what it says. */
export interface DeliveryOptions {
  /**
   * The e-mail's identity, the same at every attempt to send it (the outbox derives it from its task): a mailer makes
   * the Message-ID of it, so a receiving server can discard a repeat, and the file outbox names the file after it, so a
   * repeat leaves one file. Letters, digits, `.`, `_` and `-`, at most 100, not starting with a dot. Absent: every
   * send is a new e-mail.
   */
  readonly deliveryKey?: string;
}

export interface Mailer {
  /**
   * Hands the e-mail over for delivery; rejects when it could not be accepted: with `UndeliverableEmailError` when
   * trying again cannot help, with any other error when it may (server down, timeout, 4xx).
   */
  sendPageLinks(email: PageLinksEmail, options?: DeliveryOptions): Promise<void>;
  /** The same, for the e-mail that says a page was opened. */
  sendPageOpened(email: PageOpenedEmail, options?: DeliveryOptions): Promise<void>;
  /** The same, for the yearly anniversary e-mail. */
  sendAnniversary(email: AnniversaryEmail, options?: DeliveryOptions): Promise<void>;
  /** The same, for the e-mail that brings a visitor's reply. */
  sendPageReply(email: PageReplyEmail, options?: DeliveryOptions): Promise<void>;
  /** The same, for the delivery on the day: to the recipient, or the buyer's notice. */
  sendDelivery(email: DeliveryEmail, options?: DeliveryOptions): Promise<void>;
  /** The same, for a letter for the future opened for the first time. */
  sendLetterOpened(email: LetterOpenedEmail, options?: DeliveryOptions): Promise<void>;
  /** The same, for the alert of wrong answers to the page's question. */
  sendQuestionAlert(email: QuestionAlertEmail, options?: DeliveryOptions): Promise<void>;
}

/** The mail server refused the message for good (unknown mailbox, say): sending it again will not help. */
export class UndeliverableEmailError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UndeliverableEmailError';
  }
}
