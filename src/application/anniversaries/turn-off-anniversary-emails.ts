import type { AnniversaryEmailTokens } from '../ports/anniversary-email-tokens.js';
import type { AnniversaryEmails } from '../ports/anniversary-emails.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';

export interface TurnOffAnniversaryEmailsInput {
  readonly id: string;
  readonly token: string | null | undefined;
}

/** `invalid-link`: no token, a wrong one, or a page that does not exist (they are not told apart). */
export type TurnOffAnniversaryEmailsOutcome = 'turned-off' | 'already-off' | 'invalid-link';

/** The link in the anniversary e-mail: the buyer does not want those e-mails for this page. */
export class TurnOffAnniversaryEmails {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly anniversaries: AnniversaryEmails,
    private readonly tokens: AnniversaryEmailTokens,
    private readonly clock: Clock,
  ) {}

  /** Only checks the link, changing nothing: what the confirmation screen shows before the buyer confirms. */
  async check(input: TurnOffAnniversaryEmailsInput): Promise<'valid' | 'invalid-link'> {
    if (!input.token || !this.tokens.matches(input.id, input.token)) return 'invalid-link';
    return (await this.repository.findById(input.id)) ? 'valid' : 'invalid-link';
  }

  async execute(input: TurnOffAnniversaryEmailsInput): Promise<TurnOffAnniversaryEmailsOutcome> {
    if ((await this.check(input)) === 'invalid-link') return 'invalid-link';
    return (await this.anniversaries.turnEmailsOff(input.id, this.clock.now())) ? 'turned-off' : 'already-off';
  }
}
