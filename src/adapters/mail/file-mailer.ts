import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type {
  AnniversaryEmail,
  DeliveryEmail,
  LetterOpenedEmail,
  QuestionAlertEmail,
  DeliveryOptions,
  Mailer,
  PageLinksEmail,
  PageOpenedEmail,
  PageReplyEmail,
} from '../../application/ports/mailer.js';
import { deliveryMessage } from './delivery-message.js';
import { letterOpenedMessage } from './letter-opened-message.js';
import { questionAlertMessage } from './question-alert-message.js';
import { writeFileAtomically } from '../shared/write-file-atomically.js';
import { recipientDomain, type MailLogger } from './mail-logger.js';
import { checkedDeliveryKey, messageIdFor } from './message-identity.js';
import { pageLinksMessage } from './page-links-message.js';
import { anniversaryMessage, pageOpenedMessage } from './turn-off-link-messages.js';
import { pageReplyMessage } from './page-reply-message.js';
import { withShopFooter } from './shop-footer.js';
import type { EmailShopWords } from './templates/email-parts.js';
import type { ShopIdentity } from '../../domain/shop/shop-identity.js';

export type { MailLogger } from './mail-logger.js';

export interface FileMailerOptions {
  readonly outboxDir: string;
  readonly from: string;
  readonly logger?: MailLogger;
  /** Who the shop is, at the foot of every e-mail. */
  readonly shop?: ShopIdentity;
  /** The shop's name and contact e-mail as the e-mails say them (the composition root's content); the demonstration's when absent. */
  readonly content?: EmailShopWords;
}

/**
 * Writes each e-mail as a complete `.eml` file into a local outbox folder, for development and demos. nodemailer is
 * loaded with the first e-mail, not at start.
 *
 * An e-mail with a delivery key (every e-mail of the outbox) is `{deliveryKey}.eml`, with a Message-ID derived from the
 * key: when the process died after writing it but before its task was marked done, the next attempt finds the file
 * and writes nothing, so the outbox holds exactly one file per e-mail. The file is written under a temporary name of
 * its own (`.{deliveryKey}.eml.tmp`), synced and renamed: a write cut short leaves a temporary file that the next
 * attempt overwrites and renames, never a second e-mail.
 */
export class FileMailer implements Mailer {
  private composer: Promise<Transporter> | null = null;

  constructor(private readonly options: FileMailerOptions) {}

  async sendPageLinks(email: PageLinksEmail, options: DeliveryOptions = {}): Promise<void> {
    const logged = { recipientDomain: recipientDomain(email.to), reason: email.reason, pages: email.pages.length };
    await this.write('page links', () => pageLinksMessage(email, this.options.from, this.options.shop, this.options.content), options, logged);
  }

  async sendPageOpened(email: PageOpenedEmail, options: DeliveryOptions = {}): Promise<void> {
    const logged = { recipientDomain: recipientDomain(email.to), reason: 'opened' };
    await this.write('page opened', () => pageOpenedMessage(email, this.options.from, this.options.content), options, logged);
  }

  async sendAnniversary(email: AnniversaryEmail, options: DeliveryOptions = {}): Promise<void> {
    const logged = { recipientDomain: recipientDomain(email.to), reason: 'anniversary' };
    await this.write('anniversary', () => anniversaryMessage(email, this.options.from, this.options.content), options, logged);
  }

  async sendPageReply(email: PageReplyEmail, options: DeliveryOptions = {}): Promise<void> {
    const logged = { recipientDomain: recipientDomain(email.to), reason: 'reply' };
    await this.write('page reply', () => pageReplyMessage(email, this.options.from, this.options.content), options, logged);
  }

  async sendDelivery(email: DeliveryEmail, options: DeliveryOptions = {}): Promise<void> {
    const logged = { recipientDomain: recipientDomain(email.to), reason: `delivery-${email.kind}` };
    await this.write('delivery', () => deliveryMessage(email, this.options.from, this.options.content), options, logged);
  }

  async sendLetterOpened(email: LetterOpenedEmail, options: DeliveryOptions = {}): Promise<void> {
    const logged = { recipientDomain: recipientDomain(email.to), reason: 'letter-opened' };
    await this.write('letter opened', () => letterOpenedMessage(email, this.options.from, this.options.content), options, logged);
  }

  async sendQuestionAlert(email: QuestionAlertEmail, options: DeliveryOptions = {}): Promise<void> {
    const logged = { recipientDomain: recipientDomain(email.to), reason: 'question-tries' };
    await this.write('question alert', () => questionAlertMessage(email, this.options.from, this.options.content), options, logged);
  }

  private async write(what: string, render: () => SendMailOptions, options: DeliveryOptions, logged: object): Promise<void> {
    const key = options.deliveryKey === undefined ? null : checkedDeliveryKey(options.deliveryKey);
    if (key !== null && (await exists(this.fileFor(key)))) {
      this.options.logger?.info(`${what} e-mail already in the outbox`, { path: this.fileFor(key), ...logged });
      return;
    }
    const message = withShopFooter(render(), this.options.shop, this.options.content);
    const info = await (await this.compose()).sendMail(key === null ? message : { ...message, messageId: messageIdFor(key, this.options.from) });
    if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer returned a stream instead of a buffer');
    await mkdir(this.options.outboxDir, { recursive: true });
    const path = key === null ? await this.writeNew(info.message) : await this.writeOnce(this.fileFor(key), info.message);
    this.options.logger?.info(`${what} e-mail written to outbox`, { path, ...logged });
  }

  private compose(): Promise<Transporter> {
    this.composer ??= import('nodemailer').then(
      ({ createTransport }) => createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      (error: unknown) => {
        this.composer = null;
        throw error;
      },
    );
    return this.composer;
  }

  private fileFor(key: string): string {
    return join(this.options.outboxDir, `${key}.eml`);
  }

  /** An e-mail without a key: a name of its own, by time and random bytes. */
  private async writeNew(message: Buffer): Promise<string> {
    const name = `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const path = join(this.options.outboxDir, name);
    await writeFileAtomically(path, message);
    return path;
  }

  /** Writes `.{name}.tmp`, syncs it, renames it to `path` and syncs the folder, so "written" survives a power cut too. */
  private async writeOnce(path: string, message: Buffer): Promise<string> {
    const temporary = join(dirname(path), `.${basename(path)}.tmp`);
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(message);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
    await syncFolder(dirname(path));
    return path;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
