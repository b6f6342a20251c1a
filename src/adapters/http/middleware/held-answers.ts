/**
 * Answers sent only after a pause: for requests nobody waits on (a beacon) that a script may repeat. A script that sends
 * the next request as soon as the last is answered, as floods do, then sends a few per second instead of thousands,
 * and the server's time stays with the pages' readers. At most `capacity` answers wait at once (each holds its request
 * in memory): beyond that they go at once, as before.
 */
export class HeldAnswers {
  private waiting = 0;

  constructor(
    private readonly pauseMs: number,
    private readonly capacity: number,
  ) {}

  /** Answers waiting now. */
  get size(): number {
    return this.waiting;
  }

  /** Resolves after the pause, or at once when `capacity` answers are already waiting. */
  hold(): Promise<void> {
    if (this.pauseMs <= 0 || this.waiting >= this.capacity) return Promise.resolve();
    this.waiting++;
    return new Promise((resolve) =>
      setTimeout(() => {
        this.waiting--;
        resolve();
      }, this.pauseMs),
    );
  }
}
