/** What the health check asks of the database. */
export interface DatabaseHealth {
  /** Rejects when the store cannot be reached. */
  ping(): Promise<void>;
}
