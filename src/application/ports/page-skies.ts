import type { SkyPlace } from '../../domain/sky/sky-place.js';

/** A page's "O céu daquela noite": where the couple were; the instant is the page's start (`skyInstant`). */
export interface StoredSky extends SkyPlace {
  readonly memoryId: string;
}

/** The pages' skies, one at most a page, kept apart from the pages' content and deleted with their page. */
export interface PageSkies {
  find(memoryId: string): Promise<StoredSky | null>;
  /** Sets the page's place, replacing any. */
  save(sky: StoredSky): Promise<void>;
  /** Removes the page's sky; resolves whether there was one. */
  remove(memoryId: string): Promise<boolean>;
}
