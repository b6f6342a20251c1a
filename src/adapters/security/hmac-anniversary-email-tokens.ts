import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AnniversaryEmailTokens } from '../../application/ports/anniversary-email-tokens.js';

/**
 * The signature of the "turn off the anniversary e-mail" link: 256 bits of HMAC-SHA256 of the application secret over
 * the memory id, under a label of its own, so it serves neither as an edit token nor as the opening e-mail's link.
 */
export class HmacAnniversaryEmailTokens implements AnniversaryEmailTokens {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('The application secret must be at least 32 characters');
  }

  issue(memoryId: string): string {
    return createHmac('sha256', this.secret).update(`anniversary-emails-off:v1:${memoryId}`).digest('base64url');
  }

  matches(memoryId: string, token: string): boolean {
    const expected = Buffer.from(this.issue(memoryId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
