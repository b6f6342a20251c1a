import type { EmailCorrectionKeys } from '../../../src/application/ports/email-correction-keys.js';

/** Keys `key-1`, `key-2`…, each stored as `hash(key-N)`: readable in assertions, never equal to the key. */
export class FakeEmailCorrectionKeys implements EmailCorrectionKeys {
  private issued = 0;

  issue(): { key: string; hash: string } {
    this.issued += 1;
    const key = `key-${this.issued}`;
    return { key, hash: `hash(${key})` };
  }

  matches(key: string, hash: string): boolean {
    return hash === `hash(${key})`;
  }
}
