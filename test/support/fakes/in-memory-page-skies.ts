import type { PageSkies, StoredSky } from '../../../src/application/ports/page-skies.js';

/** Honours `PageSkies` like the SQL store: one sky a page, replaced whole. */
export class InMemoryPageSkies implements PageSkies {
  private readonly skies = new Map<string, StoredSky>();

  find(memoryId: string): Promise<StoredSky | null> {
    const sky = this.skies.get(memoryId);
    return Promise.resolve(sky ? { ...sky } : null);
  }

  save(sky: StoredSky): Promise<void> {
    this.skies.set(sky.memoryId, { ...sky });
    return Promise.resolve();
  }

  remove(memoryId: string): Promise<boolean> {
    return Promise.resolve(this.skies.delete(memoryId));
  }
}
