/**
 * The keyed digests of "Pergunta de vocês", each an HMAC of the application secret under a label of its own: without
 * the key none of them can be checked or turned back.
 */
export interface QuestionKeys {
  /** The stored form of a page's answer (already normalised by `normalizedAnswer`). */
  answerHash(memoryId: string, normalizedAnswer: string): string;
  /** Whether an answer (normalised) is the one `answerHash` was made of; in constant time. */
  answerMatches(memoryId: string, normalizedAnswer: string, answerHash: string): boolean;
  /**
   * The proof a browser keeps once it gave the right answer (the page's cookie): bound to the page and to the answer it
   * was given for, so a new answer asks again.
   */
  answeredProof(memoryId: string, answerHash: string): string;
  proofMatches(memoryId: string, answerHash: string, proof: string): boolean;
  /** What wrong answers are counted by: the page and the client's address, never the address itself. */
  clientKey(memoryId: string, clientAddress: string): string;
}
