import { calendarDayAt, startMonthDaysOfYearlyAnniversary, yearlyAnniversaryAt } from '../../domain/anniversaries/anniversary.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { AnniversaryEmails } from '../ports/anniversary-emails.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { pageEmail } from '../shared/queued-email.js';

export interface SendAnniversaryEmailsInput {
  /** The instant to judge by; the clock's now when absent. */
  readonly asOf?: Date;
}

export interface AnniversaryEmailsReport {
  /** The e-mails queued by this round: the page and the years it completes today. */
  readonly queued: readonly { readonly id: string; readonly years: number }[];
}

/**
 * On a yearly anniversary of a page's start date (the calendar rule of the domain, São Paulo days), its buyer gets one
 * e-mail. Only pages online (paid, not ended, not suspended) and past their reveal date. Each anniversary is recorded
 * with its e-mail in one conditional write (`AnniversaryEmails.record`): a round run twice, by two instances at once or
 * again after a crash, queues it once; a buyer who turned these e-mails off gets none.
 */
export class SendAnniversaryEmails {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly anniversaries: AnniversaryEmails,
    private readonly clock: Clock,
  ) {}

  async execute(input: SendAnniversaryEmailsInput = {}): Promise<AnniversaryEmailsReport> {
    const now = input.asOf ?? this.clock.now();
    const pages = await this.repository.findActiveStartedOn(startMonthDaysOfYearlyAnniversary(calendarDayAt(now)));
    const queued: { id: string; years: number }[] = [];
    for (const page of pages) {
      const years = this.yearsCompletedOn(page, now);
      if (years === null) continue;
      if (await this.anniversaries.record(page.id, years, pageEmail(page, 'anniversary', now))) queued.push({ id: page.id, years });
    }
    return { queued };
  }

  /** The whole years a page online completes today; null when it is not its day, or nobody may see the page now. */
  private yearsCompletedOn(page: Memory, now: Date): number | null {
    if (page.availabilityAt(now) !== 'public' || page.isSealedAt(now)) return null;
    return yearlyAnniversaryAt(page.datingSince, now)?.years ?? null;
  }
}
