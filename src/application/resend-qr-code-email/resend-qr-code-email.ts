import { isValidEmail, normaliseEmail } from '../../domain/memory/email.js';
import { EmailInvalidError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { Mailer } from '../ports/mailer.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageLinksEmailBuilder } from '../shared/page-links-email-builder.js';

export interface ResendQrCodeEmailInput {
  readonly email: string;
}

export interface ResendQrCodeEmailOutput {
  /** How many pages the e-mail listed; zero means no e-mail went out. Never shown to the public. */
  readonly pagesSent: number;
}

/** Sends one e-mail listing every page of that address that is online now. */
export class ResendQrCodeEmail {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly mailer: Mailer,
    private readonly emails: PageLinksEmailBuilder,
    private readonly clock: Clock,
  ) {}

  async execute(input: ResendQrCodeEmailInput): Promise<ResendQrCodeEmailOutput> {
    if (!isValidEmail(input.email)) throw new EmailInvalidError();
    const email = normaliseEmail(input.email);
    const now = this.clock.now();
    const online = (await this.repository.findActiveByEmail(email)).filter((m) => m.availabilityAt(now) === 'public');
    if (online.length === 0) return { pagesSent: 0 };
    await this.mailer.sendPageLinks(await this.emails.build(email, 'resend', online));
    return { pagesSent: online.length };
  }
}
