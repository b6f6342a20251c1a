import { MemoryConcurrentUpdateError } from '../../domain/memory/memory-errors.js';

/**
 * Attempts at a read-change-write before giving up. Each attempt is a fresh read and one short write, so losing ten
 * times in a row takes another writer saving the same page continuously (the server and the support CLI share it).
 */
export const CONCURRENT_UPDATE_ATTEMPTS = 10;

/** Runs `readChangeWrite` again, on what the page says now, while another writer stored its change first. */
export async function retryOnConcurrentUpdate<T>(readChangeWrite: () => Promise<T>, attempts = CONCURRENT_UPDATE_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readChangeWrite();
    } catch (error) {
      if (error instanceof MemoryConcurrentUpdateError && attempt < attempts) continue;
      throw error;
    }
  }
}
