export interface IdGenerator {
  /** A new, unguessable memory id, safe in a URL path. */
  memoryId(): string;
}
