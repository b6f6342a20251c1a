import type { MemoryRepository } from '../ports/memory-repository.js';
import type { OpeningEmailTokens } from '../ports/opening-email-tokens.js';
import type { PageOpenings } from '../ports/page-openings.js';

export interface TurnOffOpeningEmailsInput {
  readonly id: string;
  readonly token: string | null | undefined;
}

/** `invalid-link`: no token, a wrong one, or a page that does not exist (they are not told apart). */
export type TurnOffOpeningEmailsOutcome = 'turned-off' | 'already-off' | 'invalid-link';

/** The link in the "opened" e-mail: the buyer does not want those e-mails for this page. */
export class TurnOffOpeningEmails {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly openings: PageOpenings,
    private readonly tokens: OpeningEmailTokens,
  ) {}

  /** Only checks the link, changing nothing: what the confirmation screen shows before the buyer confirms. */
  async check(input: TurnOffOpeningEmailsInput): Promise<'valid' | 'invalid-link'> {
    if (!input.token || !this.tokens.matches(input.id, input.token)) return 'invalid-link';
    return (await this.repository.findById(input.id)) ? 'valid' : 'invalid-link';
  }

  async execute(input: TurnOffOpeningEmailsInput): Promise<TurnOffOpeningEmailsOutcome> {
    if ((await this.check(input)) === 'invalid-link') return 'invalid-link';
    return (await this.openings.turnEmailsOff(input.id)) ? 'turned-off' : 'already-off';
  }
}
