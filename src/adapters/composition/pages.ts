import type { MemoryRepository } from '../../application/ports/memory-repository.js';
import { CachedMemoryRepository } from '../persistence/cached-memory-repository.js';
import { MikroOrmMemoryRepository } from '../persistence/mikro-orm/mikro-orm-memory-repository.js';
import type { Database } from '../persistence/mikro-orm/open-database.js';
import type { CorePortAdapters } from './port-adapters.js';

/** Pages held by the read cache at most: a few megabytes. */
const READ_CACHE_MAX_ENTRIES = 1000;

/**
 * The pages' ports over one store: the buyer's through the short read cache; the outbox worker's, support's and the
 * health check's on the store.
 */
export function pagesOn(
  database: Database,
  ttlMs: number,
): Pick<CorePortAdapters, 'repository' | 'freshRepository' | 'supportQueries' | 'databaseHealth'> {
  const store = new MikroOrmMemoryRepository(database);
  return { repository: readCached(store, ttlMs), freshRepository: store, supportQueries: store, databaseHealth: store };
}

/** The database behind a short read cache of pages by id, unless READ_CACHE_TTL_MS is 0. */
function readCached(repository: MemoryRepository, ttlMs: number): MemoryRepository {
  return ttlMs > 0 ? new CachedMemoryRepository(repository, { ttlMs, maxEntries: READ_CACHE_MAX_ENTRIES }) : repository;
}
