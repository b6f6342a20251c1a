import type { Memory } from '../../domain/memory/memory.js';
import type { AnniversaryEmailTokens } from '../ports/anniversary-email-tokens.js';
import type { AnniversaryEmails } from '../ports/anniversary-emails.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { AnniversaryEmail } from '../ports/mailer.js';
import type { MemoryLinks } from '../shared/memory-links.js';
import { renewalKey } from '../shared/renewal-links.js';
import { chapterEditUrl } from '../chapters/chapter-edit-url.js';

/**
 * The anniversary e-mail of a page, rendered when it is sent: the years of the anniversary recorded with it, the page's
 * link, a basic page's end and renewal link, and the signed link that turns these e-mails off. Null when there is
 * nothing to send: the buyer turned them off meanwhile, or no anniversary of the page is recorded.
 */
export class AnniversaryEmailBuilder {
  constructor(
    private readonly links: MemoryLinks,
    private readonly editTokens: EditTokens,
    private readonly anniversaries: AnniversaryEmails,
    private readonly tokens: AnniversaryEmailTokens,
  ) {}

  async build(to: string, memory: Memory, queuedAt: Date): Promise<AnniversaryEmail | null> {
    const recorded = await this.anniversaries.find(memory.id);
    if (recorded.emailsOff) return null;
    // The anniversary recorded in the same write as this e-mail (same instant); the latest one otherwise.
    const years = (recorded.sent.find((sent) => sent.sentAt.getTime() === queuedAt.getTime()) ?? recorded.sent.at(-1))?.years;
    if (years === undefined) return null;
    const endsAt = memory.endsAt;
    return {
      to,
      yourName: memory.yourName,
      lovedName: memory.lovedName,
      years,
      publicUrl: this.links.publicUrl(memory),
      plan: endsAt === null ? null : { endsAt, renewalUrl: this.links.renewalUrl(memory.id, renewalKey(this.editTokens, memory.id)) },
      turnOffUrl: this.links.anniversaryEmailsOffUrl(memory.id, this.tokens.issue(memory.id)),
      chapter: { year: years, editUrl: chapterEditUrl(this.links.editUrl(memory.id, this.editTokens.issue(memory.id, memory.editTokenVersion))) },
    };
  }
}
