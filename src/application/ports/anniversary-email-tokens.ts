/** The signature of the link, in the anniversary e-mail, that turns those e-mails off: no login, and it cannot be guessed. */
export interface AnniversaryEmailTokens {
  /** The same id always gives the same token. */
  issue(memoryId: string): string;
  /** Compares in constant time. */
  matches(memoryId: string, token: string): boolean;
}
