import type { Outcome, Outcomes } from '../../application/ports/outcomes.js';
import type { Logger } from '../logging/logger.js';
import type { OutcomeReactions } from './outcome-reactions.js';

/**
 * `Outcomes` that runs the reactions listed for each outcome (`outcome-reactions.ts`), in turn. The use case's write is
 * done by then: a reaction that fails is logged and the next one still runs, and the use case answers as it would.
 */
export class ReactingOutcomes implements Outcomes {
  constructor(
    private readonly reactions: OutcomeReactions,
    private readonly log: Logger,
  ) {}

  async publish(outcome: Outcome): Promise<void> {
    for (const react of this.reactions[outcome.kind] as readonly ((outcome: Outcome) => void | Promise<void>)[]) {
      try {
        await react(outcome);
      } catch (error) {
        this.log.warn('a reaction to an outcome failed', { outcome: outcome.kind, err: error });
      }
    }
  }
}
