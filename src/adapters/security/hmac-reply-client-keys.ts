import { createHmac } from 'node:crypto';
import type { ReplyClientKeys } from '../../application/ports/reply-client-keys.js';

/** HMAC-SHA256 of the application secret over the page and the address, under a label of its own. */
export class HmacReplyClientKeys implements ReplyClientKeys {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('The application secret must be at least 32 characters');
  }

  keyOf(memoryId: string, clientAddress: string): string {
    return createHmac('sha256', this.secret).update(`reply-client:v1:${memoryId}:${clientAddress}`).digest('base64url');
  }
}
