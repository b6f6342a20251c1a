import type { IdGenerator } from '../../../src/application/ports/id-generator.js';

export class SequentialIdGenerator implements IdGenerator {
  private next = 1;

  memoryId(): string {
    return `mem${String(this.next++).padStart(13, '0')}`;
  }
}
