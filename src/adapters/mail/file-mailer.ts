import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Mailer, PageLinksEmail } from '../../application/ports/mailer.js';
import { writeFileAtomically } from '../shared/write-file-atomically.js';
import { recipientDomain, type MailLogger } from './mail-logger.js';
import { pageLinksMessage } from './page-links-message.js';

export type { MailLogger } from './mail-logger.js';

export interface FileMailerOptions {
  readonly outboxDir: string;
  readonly from: string;
  readonly logger?: MailLogger;
}

/**
 * Writes each e-mail as a complete `.eml` file into a local outbox folder, for development and demos. nodemailer is
 * loaded with the first e-mail, not at start.
 */
export class FileMailer implements Mailer {
  private composer: Promise<Transporter> | null = null;

  constructor(private readonly options: FileMailerOptions) {}

  async sendPageLinks(email: PageLinksEmail): Promise<void> {
    const info = await (await this.compose()).sendMail(pageLinksMessage(email, this.options.from));
    if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer returned a stream instead of a buffer');
    const path = await this.writeToOutbox(info.message);
    this.options.logger?.info('page links e-mail written to outbox', {
      path,
      recipientDomain: recipientDomain(email.to),
      reason: email.reason,
      pages: email.pages.length,
    });
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

  private async writeToOutbox(message: Buffer): Promise<string> {
    const { outboxDir } = this.options;
    await mkdir(outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const path = join(outboxDir, name);
    await writeFileAtomically(path, message);
    return path;
  }
}
