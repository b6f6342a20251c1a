import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EditTokens } from '../../application/ports/edit-tokens.js';

/**
 * Edit tokens derived from the application secret: 256 bits of HMAC-SHA256 over the memory id and its token
 * version. Nothing secret is stored, the same link can be re-sent, and raising the version revokes old links.
 */
export class HmacEditTokens implements EditTokens {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('The application secret must be at least 32 characters');
  }

  issue(memoryId: string, version: number): string {
    return createHmac('sha256', this.secret).update(`edit-token:v1:${memoryId}:${version}`).digest('base64url');
  }

  matches(memoryId: string, version: number, token: string): boolean {
    const expected = Buffer.from(this.issue(memoryId, version));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
