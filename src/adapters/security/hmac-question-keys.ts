import { createHmac, timingSafeEqual } from 'node:crypto';
import type { QuestionKeys } from '../../application/ports/question-keys.js';

/** HMAC-SHA256 of the application secret, each digest under a label of its own so none can stand for another. */
export class HmacQuestionKeys implements QuestionKeys {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('The application secret must be at least 32 characters');
  }

  answerHash(memoryId: string, normalizedAnswer: string): string {
    return this.digest(`question-answer:v1:${memoryId}:${normalizedAnswer}`);
  }

  answerMatches(memoryId: string, normalizedAnswer: string, answerHash: string): boolean {
    return same(this.answerHash(memoryId, normalizedAnswer), answerHash);
  }

  answeredProof(memoryId: string, answerHash: string): string {
    return this.digest(`question-answered:v1:${memoryId}:${answerHash}`);
  }

  proofMatches(memoryId: string, answerHash: string, proof: string): boolean {
    return same(this.answeredProof(memoryId, answerHash), proof);
  }

  clientKey(memoryId: string, clientAddress: string): string {
    return this.digest(`question-client:v1:${memoryId}:${clientAddress}`);
  }

  private digest(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }
}

function same(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
