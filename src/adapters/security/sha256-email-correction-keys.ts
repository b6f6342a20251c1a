import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EmailCorrectionKeys } from '../../application/ports/email-correction-keys.js';

/** Longest key looked at: a longer one is not ours, and is not hashed. */
const MAX_KEY_LENGTH = 200;

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** 256 random bits in base64url; the SHA-256 of the key is stored (hex), compared with `timingSafeEqual`. */
export class Sha256EmailCorrectionKeys implements EmailCorrectionKeys {
  issue(): { key: string; hash: string } {
    const key = randomBytes(32).toString('base64url');
    return { key, hash: sha256(key).toString('hex') };
  }

  matches(key: string, hash: string): boolean {
    if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^[0-9a-f]{64}$/.test(hash)) return false;
    return timingSafeEqual(sha256(key), Buffer.from(hash, 'hex'));
  }
}
