import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { ShareCardKeyInvalidError, ShareCardKeyMissingError } from '../../domain/memory/share-card-errors.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageSkies } from '../ports/page-skies.js';
import { skyViewOf } from '../sky/sky-view.js';
import type { ShareCardContent, ShareCardFormat, ShareCardRenderer } from '../ports/share-card-renderer.js';
import type { MemoryLinks } from '../shared/memory-links.js';
import { assertPublic } from '../shared/public-memory.js';
import { shareCardKeyMatches } from '../shared/share-card-links.js';

export interface GetShareCardInput {
  readonly id: string;
  readonly format: ShareCardFormat;
  /** The page's card key, from the card's address (e-mail, return page, edit page). */
  readonly key: string | null | undefined;
  /** The card with the page's sky above the names ("O céu daquela noite"); a page without one gives the usual card. */
  readonly withSky?: boolean;
}

export interface ShareCardFile {
  readonly bytes: Uint8Array;
  readonly format: ShareCardFormat;
  /** The page's slug (`ana-e-joao`), to name the file after. */
  readonly slug: string;
}

/** A page's printable card or status image, drawn from what the page shows now; for paid pages still online. */
export class GetShareCard {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly links: MemoryLinks,
    private readonly renderer: ShareCardRenderer,
    private readonly clock: Clock,
    private readonly skies: PageSkies,
  ) {}

  async execute(input: GetShareCardInput): Promise<ShareCardFile> {
    if (!input.key) throw new ShareCardKeyMissingError();
    const memory = await this.repository.findById(input.id);
    if (!memory) throw new MemoryNotFoundError();
    if (!shareCardKeyMatches(this.editTokens, memory, input.key)) throw new ShareCardKeyInvalidError();
    const now = this.clock.now();
    assertPublic(memory, now);
    const content = {
      yourName: memory.yourName,
      lovedName: memory.lovedName,
      datingSince: memory.datingSince,
      publicUrl: this.links.publicUrl(memory),
      opensAt: memory.isSealedAt(now) ? memory.revealAt : null,
      palette: memory.look.palette,
      fallingEmoji: memory.look.fallingEmoji,
      sky: input.withSky ? await this.sky(memory.id, memory.datingSince) : null,
    };
    return { bytes: await this.renderer.render(content, input.format), format: input.format, slug: memory.slug };
  }

  private async sky(memoryId: string, datingSince: string): Promise<ShareCardContent['sky']> {
    const place = await this.skies.find(memoryId);
    const view = place && skyViewOf(place, datingSince);
    return view ? { key: JSON.stringify([place.latitude, place.longitude, place.timeZone, view.at]), chart: view.chart } : null;
  }
}
