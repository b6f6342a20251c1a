import type { Memory } from '../../domain/memory/memory.js';
import type { PageOpenedEmail } from '../ports/mailer.js';
import type { OpeningEmailTokens } from '../ports/opening-email-tokens.js';
import type { PageOpenings } from '../ports/page-openings.js';
import type { MemoryLinks } from '../shared/memory-links.js';

/**
 * The "A surpresa foi aberta!" e-mail of a page, rendered when it is sent: the first opening as recorded, and the signed
 * link that turns these e-mails off. Null when there is nothing to send: the buyer turned them off meanwhile.
 */
export class PageOpenedEmailBuilder {
  constructor(
    private readonly links: MemoryLinks,
    private readonly openings: PageOpenings,
    private readonly tokens: OpeningEmailTokens,
  ) {}

  async build(to: string, memory: Memory, queuedAt: Date): Promise<PageOpenedEmail | null> {
    const tally = await this.openings.find(memory.id);
    if (tally.emailsOff) return null;
    return {
      to,
      yourName: memory.yourName,
      lovedName: memory.lovedName,
      publicUrl: this.links.publicUrl(memory),
      openedAt: tally.firstAt ?? queuedAt,
      turnOffUrl: this.links.openingEmailsOffUrl(memory.id, this.tokens.issue(memory.id)),
    };
  }
}
