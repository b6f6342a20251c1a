export interface EditTokens {
  /** The secret that lets its holder edit a memory; the same id and version always give the same token. */
  issue(memoryId: string, version: number): string;
  /** Compares in constant time. */
  matches(memoryId: string, version: number, token: string): boolean;
}
