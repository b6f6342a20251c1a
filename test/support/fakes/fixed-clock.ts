import type { Clock } from '../../../src/application/ports/clock.js';

export class FixedClock implements Clock {
  constructor(private current: Date = new Date('2026-03-10T15:00:00.000Z')) {}

  now(): Date {
    return new Date(this.current.getTime());
  }

  set(instant: Date | string): void {
    this.current = new Date(instant);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
