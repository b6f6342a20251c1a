import type { Outcome, Outcomes } from '../../../src/application/ports/outcomes.js';

/** Keeps every outcome published, in order, and reacts to none. */
export class RecordingOutcomes implements Outcomes {
  readonly published: Outcome[] = [];

  async publish(outcome: Outcome): Promise<void> {
    this.published.push(outcome);
  }
}
