import { createHash } from 'node:crypto';
import type { PhotoProcessor, ProcessedPhoto } from '../../application/ports/photo-processor.js';
import { EXAMPLE_PAGE } from '../../domain/memory/example-page.js';
import { validMemoryDetails } from '../../domain/memory/memory-details.js';
import { Memory } from '../../domain/memory/memory.js';
import { photoVariantUrl } from '../../domain/memory/photo-variants.js';
import { EXAMPLE_PAGE_TEXT } from '../../texts/example-page.pt-br.js';

/** When the example was "bought": fixed, so every instance builds the same page and the same answers. */
const CREATED_AT = new Date('2024-06-12T15:00:00.000Z');
/** An address of the reserved example domain: the page is never written, so nothing is ever sent to it. */
const EXAMPLE_EMAIL = 'exemplo@example.com';

/** A photo of the example page as it would be stored: its bytes and the moment they were made. */
export interface ExamplePhoto {
  readonly bytes: Uint8Array;
  readonly etag: string;
  readonly lastModified: Date;
}

interface Built {
  readonly memory: Memory;
  readonly photos: ReadonlyMap<string, ExamplePhoto>;
}

/**
 * The example page, built by the product itself and never stored: an invented couple (src/texts), a Pra Sempre page
 * paid long ago, its photos drawings run through the same photo pipeline as an upload (every width, the placeholder).
 * Built on its first read, once per process; every instance builds the same page from the same code.
 */
export class ExamplePage {
  private built: Promise<Built> | null = null;

  constructor(
    private readonly processor: PhotoProcessor,
    private readonly drawPhotos: () => Promise<Uint8Array[]>,
  ) {}

  async memory(): Promise<Memory> {
    return (await this.build()).memory;
  }

  /** The bytes stored at `path` (a photo or one of its widths); null for any other path. */
  async photo(path: string): Promise<ExamplePhoto | null> {
    if (!path.startsWith(`/uploads/${EXAMPLE_PAGE.id}/`)) return null;
    return (await this.build()).photos.get(path) ?? null;
  }

  private build(): Promise<Built> {
    if (!this.built) {
      this.built = this.make();
      // A failed build (the photo worker busy or gone) is tried again on the next read.
      this.built.catch(() => (this.built = null));
    }
    return this.built;
  }

  private async make(): Promise<Built> {
    const processed: ProcessedPhoto[] = [];
    for (const drawing of await this.drawPhotos()) processed.push(await this.processor.process(drawing));
    const photos = new Map<string, ExamplePhoto>();
    const placeholders: Record<string, string> = {};
    processed.forEach((photo, index) => {
      const path = `/uploads/${EXAMPLE_PAGE.id}/foto-${index + 1}.${photo.extension}`;
      photos.set(path, stored(photo.bytes));
      for (const variant of photo.variants ?? []) photos.set(photoVariantUrl(path, variant.width), stored(variant.bytes));
      if (photo.placeholder) placeholders[path] = photo.placeholder;
    });
    const { story, ...text } = EXAMPLE_PAGE_TEXT;
    const details = validMemoryDetails({ ...text, story, plan: 'premium', youtube: null, email: EXAMPLE_EMAIL }, CREATED_AT);
    const memory = Memory.create({
      id: EXAMPLE_PAGE.id,
      details,
      photos: [...photos.keys()].filter((path) => /foto-\d+\.\w+$/.test(path)),
      photoPlaceholders: placeholders,
      now: CREATED_AT,
    });
    if (memory.slug !== EXAMPLE_PAGE.slug) throw new Error(`the example's names make the slug ${memory.slug}, not ${EXAMPLE_PAGE.slug}`);
    memory.recordPayment('exemplo', 'approved', CREATED_AT);
    // Nobody reads a reply to the example: the page shows no reply form, and a reply sent anyway is refused.
    memory.setRepliesEnabled(false, CREATED_AT);
    return { memory, photos };
  }
}

function stored(bytes: Uint8Array): ExamplePhoto {
  const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { bytes, etag, lastModified: CREATED_AT };
}
