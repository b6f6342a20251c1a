import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';

export interface ExpireBasicPlansInput {
  /** The instant to judge by; the clock's now when absent. */
  readonly asOf?: Date;
  /** List what would expire without changing anything. */
  readonly dryRun?: boolean;
}

export interface ExpiredMemory {
  readonly id: string;
  readonly endsAt: Date;
}

/** Records the end of every basic page whose year is over. Reads already hide them; this makes it official. */
export class ExpireBasicPlans {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: ExpireBasicPlansInput = {}): Promise<ExpiredMemory[]> {
    const asOf = input.asOf ?? this.clock.now();
    const due = await this.repository.findActiveEndingBy(asOf);
    const expired: ExpiredMemory[] = [];
    for (const memory of due) {
      if (!memory.expireIfDue(asOf)) continue;
      if (!input.dryRun) await this.repository.update(memory);
      expired.push({ id: memory.id, endsAt: memory.endsAt! });
    }
    return expired;
  }
}
