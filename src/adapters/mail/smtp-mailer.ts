import type { SendMailOptions, SMTPSentMessageInfo, Transporter } from 'nodemailer';
import {
  UndeliverableEmailError,
  type DeliveryOptions,
  type Mailer,
  type PageLinksEmail,
  type PageOpenedEmail,
  type AnniversaryEmail,
  type PageReplyEmail,
  type DeliveryEmail,
  type LetterOpenedEmail,
  type QuestionAlertEmail,
} from '../../application/ports/mailer.js';
import { recipientDomain, type MailLogger } from './mail-logger.js';
import { messageIdFor } from './message-identity.js';
import { deliveryMessage } from './delivery-message.js';
import { letterOpenedMessage } from './letter-opened-message.js';
import { questionAlertMessage } from './question-alert-message.js';
import { pageLinksMessage } from './page-links-message.js';
import { anniversaryMessage, pageOpenedMessage } from './turn-off-link-messages.js';
import { pageReplyMessage } from './page-reply-message.js';
import { withShopFooter } from './shop-footer.js';
import type { EmailShopWords } from './templates/email-parts.js';
import type { ShopIdentity } from '../../domain/shop/shop-identity.js';
import { smtpFailure } from './smtp-failure.js';
import { parseSmtpUrl, type SmtpUrl } from './smtp-url.js';

export interface SmtpMailerOptions {
  /**
   * `smtp://` (STARTTLS when the server offers it) or `smtps://` (TLS from the first byte), with `user:password@` when
   * the server wants a login. nodemailer's query options work too, e.g. `?requireTLS=true`.
   */
  readonly url: string;
  readonly from: string;
  /** Who the shop is, at the foot of every e-mail. */
  readonly shop?: ShopIdentity;
  /** The shop's name and contact e-mail as the e-mails say them (the composition root's content); the demonstration's when absent. */
  readonly content?: EmailShopWords;
  readonly logger?: MailLogger;
  /** Limit for connecting and for the server's greeting, each. Default 10 s. */
  readonly connectionTimeoutMs?: number;
  /** Limit for one whole delivery, connection included. Default 30 s. */
  readonly sendTimeoutMs?: number;
}

const DEFAULT_CONNECTION_TIMEOUT_MS = 10_000;
const DEFAULT_SEND_TIMEOUT_MS = 30_000;

/**
 * Hands page-links e-mails to an SMTP server, one connection per e-mail. No pool: e-mails are few (one per payment or
 * resend request) and come one at a time from the outbox worker, which already retries. A pool would keep sockets open
 * between sends, re-queue a message silently when its connection drops, and fail the first send after the server
 * closed an idle connection; one connection per send ties each outcome to one attempt, so it can be classified.
 *
 * nodemailer is loaded with the first e-mail, not at start.
 */
export class SmtpMailer implements Mailer {
  private readonly smtpUrl: SmtpUrl;
  private readonly sendTimeoutMs: number;
  private transport: Promise<Transporter<SMTPSentMessageInfo>> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: SmtpMailerOptions) {
    this.smtpUrl = parseSmtpUrl(options.url);
    this.sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  }

  async sendPageLinks(email: PageLinksEmail, options: DeliveryOptions = {}): Promise<void> {
    const logged = { reason: email.reason, pages: email.pages.length };
    await this.send(
      'page links',
      email.to,
      this.message(pageLinksMessage(email, this.options.from, this.options.shop, this.options.content), options.deliveryKey),
      logged,
    );
  }

  async sendPageOpened(email: PageOpenedEmail, options: DeliveryOptions = {}): Promise<void> {
    await this.send('page opened', email.to, this.message(pageOpenedMessage(email, this.options.from, this.options.content), options.deliveryKey), {
      reason: 'opened',
    });
  }

  async sendAnniversary(email: AnniversaryEmail, options: DeliveryOptions = {}): Promise<void> {
    const message = this.message(anniversaryMessage(email, this.options.from, this.options.content), options.deliveryKey);
    await this.send('anniversary', email.to, message, { reason: 'anniversary' });
  }

  async sendDelivery(email: DeliveryEmail, options: DeliveryOptions = {}): Promise<void> {
    await this.send('delivery', email.to, this.message(deliveryMessage(email, this.options.from, this.options.content), options.deliveryKey), {
      reason: `delivery-${email.kind}`,
    });
  }

  async sendLetterOpened(email: LetterOpenedEmail, options: DeliveryOptions = {}): Promise<void> {
    const message = this.message(letterOpenedMessage(email, this.options.from, this.options.content), options.deliveryKey);
    await this.send('letter opened', email.to, message, { reason: 'letter-opened' });
  }

  async sendQuestionAlert(email: QuestionAlertEmail, options: DeliveryOptions = {}): Promise<void> {
    const message = this.message(questionAlertMessage(email, this.options.from, this.options.content), options.deliveryKey);
    await this.send('question alert', email.to, message, { reason: 'question-tries' });
  }

  async sendPageReply(email: PageReplyEmail, options: DeliveryOptions = {}): Promise<void> {
    await this.send('page reply', email.to, this.message(pageReplyMessage(email, this.options.from, this.options.content), options.deliveryKey), {
      reason: 'reply',
    });
  }

  private async send(what: string, to: string, message: SendMailOptions, logged: object): Promise<void> {
    if (this.closed) throw new Error('The SMTP mailer is closed');
    const delivery = this.deliver(what, to, message, logged);
    this.inFlight.add(delivery);
    try {
      await delivery;
    } finally {
      this.inFlight.delete(delivery);
    }
  }

  /**
   * Refuses new e-mails and waits for the ones being sent (each is bounded by `sendTimeoutMs`), so that a message the
   * server accepted is not reported as failed and sent twice.
   */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.inFlight);
    const transport = this.transport;
    this.transport = null;
    if (transport !== null) (await transport.catch(() => null))?.close();
  }

  private async deliver(what: string, to: string, message: SendMailOptions, logged: object): Promise<void> {
    const signal = AbortSignal.timeout(this.sendTimeoutMs);
    let info: SMTPSentMessageInfo;
    try {
      const transport = await this.smtpTransport();
      info = await transport.sendMail({ ...message, signal });
    } catch (error) {
      throw smtpFailure(error, {
        secrets: this.smtpUrl.secrets,
        recipient: to,
        timedOutAfterMs: signal.aborted ? this.sendTimeoutMs : null,
      });
    }
    if (info.accepted.length === 0) {
      throw new UndeliverableEmailError('SMTP server accepted the e-mail for no recipient');
    }
    this.options.logger?.info(`${what} e-mail handed to the SMTP server`, {
      server: this.smtpUrl.server,
      messageId: info.messageId,
      recipientDomain: recipientDomain(to),
      ...logged,
    });
  }

  /** With a delivery key, every attempt at the e-mail carries the same Message-ID, so a receiver can drop a repeat. */
  private message(message: SendMailOptions, deliveryKey: string | undefined): SendMailOptions {
    const footed = withShopFooter(message, this.options.shop, this.options.content);
    return deliveryKey === undefined ? footed : { ...footed, messageId: messageIdFor(deliveryKey, this.options.from) };
  }

  private smtpTransport(): Promise<Transporter<SMTPSentMessageInfo>> {
    const connectionTimeout = this.options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS;
    this.transport ??= import('nodemailer').then(
      ({ createTransport }) =>
        createTransport({
          url: this.options.url,
          connectionTimeout,
          greetingTimeout: connectionTimeout,
          socketTimeout: this.sendTimeoutMs,
          // Every part of the message is in memory: nothing may be read from a path or fetched from a URL.
          disableFileAccess: true,
          disableUrlAccess: true,
          logger: false,
        }),
      (error: unknown) => {
        this.transport = null;
        throw error;
      },
    );
    return this.transport;
  }
}
