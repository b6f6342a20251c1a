import { Memory } from '../../domain/memory/memory.js';
import { photoAvifUrl, photoVariantUrl, SMALLER_PHOTO_WIDTHS, type PhotoWidth } from '../../domain/memory/photo-variants.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { MemorySupportQueries } from '../ports/memory-support-queries.js';
import type { PageOpenings } from '../ports/page-openings.js';
import type { AnniversaryEmails } from '../ports/anniversary-emails.js';
import type { PageReplies } from '../ports/page-replies.js';
import type { RecipientDeliveries } from '../ports/recipient-deliveries.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { PageQuestions } from '../ports/page-questions.js';
import type { PageSkies } from '../ports/page-skies.js';
import type { PageChapters } from '../ports/page-chapters.js';
import type { ChapterPhoto } from '../../domain/chapters/page-chapter.js';
import type { PhotoVariant, ProcessedPhoto } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';

/** Where a shop's pages and photos are kept: the old embedded setup, or the shared database and storage. */
export interface ShopStores {
  readonly repository: MemoryRepository;
  /** The same pages, as support's queries read them (every page at once). */
  readonly support: MemorySupportQueries;
  readonly photos: PhotoStorage;
  /** The counts of openings of each page, and whether its buyer turned the "opened" e-mail off. */
  readonly openings: PageOpenings;
  /** The yearly anniversaries e-mailed of each page, and whether its buyer turned those e-mails off. */
  readonly anniversaries: AnniversaryEmails;
  /** The replies visitors sent to each page ("Responder com carinho"). */
  readonly replies: PageReplies;
  /** The pages' deliveries on the day ("Entrega no dia"), whatever their status. */
  readonly deliveries: RecipientDeliveries;
  /** The pages' letters for the future ("Cartas para o futuro"), opened or not. */
  readonly letters: FutureLetters;
  /** The pages' questions ("Pergunta de vocês"), the answer only as its keyed hash. */
  readonly questions: PageQuestions;
  /** The pages' skies ("O céu daquela noite"): where each couple were. */
  readonly skies: PageSkies;
  /** The pages' chapters ("Um novo capítulo"), their photos in `photos`; absent: a store that has none. */
  readonly chapters?: PageChapters;
}

export interface CopyShopProgress {
  readonly done: number;
  readonly total: number;
}

export interface CopyShopReport {
  /** Pages in the source, copied now, and already in the target from an earlier run. */
  readonly pages: { readonly source: number; readonly copied: number; readonly alreadyThere: number; readonly inTarget: number };
  /**
   * Photos the source's pages name; those of the pages copied now that the source did not have; those the target's
   * copies name and has, and those they name but it does not have.
   */
  readonly photos: { readonly source: number; readonly missingInSource: number; readonly inTarget: number; readonly missingInTarget: number };
  /**
   * Pages whose openings the source counts (or whose "opened" e-mail was turned off), and those whose counts were copied
   * now; a page the target already counts keeps its own counts.
   */
  readonly openings: { readonly source: number; readonly copied: number };
  /**
   * Pages with anniversaries e-mailed (or those e-mails turned off) in the source, and those with something copied now:
   * the target neither sends an anniversary again nor writes to a buyer who turned them off.
   */
  readonly anniversaries: { readonly source: number; readonly copied: number };
  /** Replies in the source, and those added to the target now (a reply the target already holds is left). */
  readonly replies: { readonly source: number; readonly copied: number };
  /**
   * Pages with a delivery on the day in the source, and those whose delivery was copied now; a page the target already
   * has a delivery for keeps its own (it may have been sent or changed there since).
   */
  readonly deliveries: { readonly source: number; readonly copied: number };
  /**
   * Letters for the future in the source, and those added to the target now, every field as it was (opened or not); a
   * letter the target already holds under the page's id and its own keeps the target's.
   */
  readonly letters: { readonly source: number; readonly copied: number };
  /**
   * Pages with a question in the source, and those whose question, hint and answer hash were copied now; a page the
   * target already has a question for keeps its own (the owner may have changed it there since). The hash is keyed with
   * the application secret: the answer still opens the page only where the target runs with the source's APP_SECRET.
   */
  readonly questions: { readonly source: number; readonly copied: number };
  /** Pages with a sky in the source, and those whose place was copied now; a page the target already has a sky for keeps its own. */
  readonly skies: { readonly source: number; readonly copied: number };
  /**
   * Chapters in the source, and those added to the target now with their photos (saved anew in the target, with the
   * widths the source has); a year the target already holds keeps the target's.
   */
  readonly chapters: { readonly source: number; readonly copied: number };
  /** True when every source page is in the target and the target has every photo its copies name. */
  readonly complete: boolean;
}

/**
 * Copies a shop into other stores (memories-cli migrate-data): each page not yet in the target gets its photos saved
 * there (with the smaller widths the source has of each), then its row, with the photo paths the target gave. A page already in the target is left as it is, so the
 * copy can be run again after an interruption; photos a run saved without their row are named by no page, and the
 * target's photo sweep removes them. The openings of every page (counts, first and last, the e-mail turned off) are
 * copied unless the target already counts that page, so a run after an earlier copy brings them too; so are the
 * anniversaries e-mailed and their switch, added to what the target holds, and the page's replies the target does not
 * hold yet (once the page is there), its delivery on the day unless the target has one, its letters for the future
 * the target does not hold yet, its question and its sky unless the target has them. Ends by counting both sides.
 */
export class CopyShopData {
  constructor(
    private readonly source: ShopStores,
    private readonly target: ShopStores,
  ) {}

  async execute(onProgress: (progress: CopyShopProgress) => void = () => {}): Promise<CopyShopReport> {
    const pages = await this.source.support.search({});
    let copied = 0;
    let alreadyThere = 0;
    let sourcePhotos = 0;
    let missingInSource = 0;
    const openings = { source: 0, copied: 0 };
    const anniversaries = { source: 0, copied: 0 };
    const replies = { source: 0, copied: 0 };
    const deliveries = { source: 0, copied: 0 };
    const letters = { source: 0, copied: 0 };
    const questions = { source: 0, copied: 0 };
    const skies = { source: 0, copied: 0 };
    const chapters = { source: 0, copied: 0 };
    for (const [index, memory] of pages.entries()) {
      sourcePhotos += memory.photos.length;
      const tally = await this.source.openings.find(memory.id);
      if (tally.count > 0 || tally.emailsOff) {
        openings.source++;
        if (await this.target.openings.importTally(memory.id, tally)) openings.copied++;
      }
      const sent = await this.source.anniversaries.find(memory.id);
      if (sent.sent.length > 0 || sent.emailsOff) {
        anniversaries.source++;
        if (await this.target.anniversaries.importEmails(memory.id, sent)) anniversaries.copied++;
      }
      if (await this.target.repository.findById(memory.id)) {
        alreadyThere++;
      } else {
        missingInSource += await this.copy(memory);
        copied++;
      }
      const sourceReplies = await this.source.replies.everyReplyOf(memory.id);
      replies.source += sourceReplies.length;
      if (sourceReplies.length > 0) replies.copied += await this.target.replies.importReplies(sourceReplies);
      await copyUnlessHeld(this.source.deliveries, this.target.deliveries, memory.id, deliveries);
      for (const letter of await this.source.letters.ofPage(memory.id)) {
        letters.source++;
        // Every letter, unchanged, past the page's limit too (the source held it): `add` keeps a letter the target holds.
        if (await this.target.letters.add(letter, Number.MAX_SAFE_INTEGER)) letters.copied++;
      }
      await copyUnlessHeld(this.source.questions, this.target.questions, memory.id, questions);
      await copyUnlessHeld(this.source.skies, this.target.skies, memory.id, skies);
      await this.copyChapters(memory.id, chapters);
      onProgress({ done: index + 1, total: pages.length });
    }
    return {
      ...(await this.count(pages, { copied, alreadyThere, sourcePhotos, missingInSource })),
      openings,
      anniversaries,
      replies,
      deliveries,
      letters,
      questions,
      skies,
      chapters,
    };
  }

  /**
   * Copies the page's chapters the target does not hold, each with its photos saved anew in the target's storage (their
   * widths and AVIF copies with them).
   */
  private async copyChapters(memoryId: string, tally: { source: number; copied: number }): Promise<void> {
    const [from, to] = [this.source.chapters, this.target.chapters];
    if (!from || !to) return;
    for (const chapter of await from.ofPage(memoryId)) {
      tally.source++;
      if (await to.find(memoryId, chapter.year)) continue;
      const read = await Promise.all(
        chapter.photos.map(async (photo) => ({ photo, copy: await this.readPhoto(photo.path, photo.avifWidths ?? []) })),
      );
      const found = read.filter((entry): entry is { photo: ChapterPhoto; copy: ProcessedPhoto } => entry.copy !== null);
      // The AVIF copies go with their photo, as the page's do: recorded only for those the source had.
      const recorded = Object.fromEntries(chapter.photos.flatMap((photo) => (photo.avifWidths ? [[photo.path, photo.avifWidths]] : [])));
      const avifWidths = copiedAvifWidths(
        found.map((entry) => ({ path: entry.photo.path, photo: entry.copy })),
        recorded,
      );
      const paths =
        found.length > 0
          ? await this.target.photos.save(
              memoryId,
              found.map((entry) => entry.copy),
            )
          : [];
      const photos = found.map((entry, i) => ({
        path: paths[i]!,
        placeholder: entry.photo.placeholder,
        ...(Object.hasOwn(avifWidths, entry.photo.path) ? { avifWidths: avifWidths[entry.photo.path]! } : {}),
      }));
      if (await to.add({ ...chapter, photos })) tally.copied++;
      else await this.target.photos.remove(paths).catch(() => {});
    }
  }

  /** Copies one page; resolves how many of its photos the source did not have. */
  private async copy(memory: Memory): Promise<number> {
    const state = memory.snapshot();
    const read = await Promise.all(
      memory.photos.map(async (path) => ({ path, photo: await this.readPhoto(path, state.photoAvifWidths[path] ?? []) })),
    );
    const found = read.filter((entry): entry is { path: string; photo: ProcessedPhoto } => entry.photo !== null);
    const paths =
      found.length > 0
        ? await this.target.photos.save(
            memory.id,
            found.map((entry) => entry.photo),
          )
        : [];
    // The target names its files anew: what the page keeps by photo path follows each photo to its new path.
    const byNewPath = <T>(record: Readonly<Record<string, T>>) =>
      Object.fromEntries(found.flatMap((entry, i) => (Object.hasOwn(record, entry.path) ? [[paths[i]!, record[entry.path]!]] : [])));
    const voice = await this.copyVoice(memory.id, state.voice);
    const copied = {
      ...state,
      voice,
      photos: paths,
      photoPlaceholders: byNewPath(state.photoPlaceholders),
      photoAvifWidths: byNewPath(copiedAvifWidths(found, state.photoAvifWidths)),
    };
    try {
      await this.target.repository.add(Memory.restore(copied));
    } catch (error) {
      await this.target.photos.removeAllOf(memory.id).catch(() => {});
      throw error;
    }
    return memory.photos.length - found.length;
  }

  /** "Um áudio seu": its file saved in the target under a new name (null when the source lost it: the page goes without). */
  private async copyVoice(memoryId: string, path: string | null): Promise<string | null> {
    const bytes = path === null ? null : await this.source.photos.read(path);
    if (bytes === null) return null;
    const [saved] = await this.target.photos.save(memoryId, [{ bytes, width: 0, height: 0, extension: 'm4a' }]);
    return saved ?? null;
  }

  /** A source photo with the smaller widths and the AVIF copies the source has of it; null when the photo itself is not there. */
  private async readPhoto(path: string, avifWidths: readonly PhotoWidth[]): Promise<ProcessedPhoto | null> {
    const bytes = await this.source.photos.read(path);
    if (bytes === null) return null;
    const variants: PhotoVariant[] = [];
    for (const width of SMALLER_PHOTO_WIDTHS) {
      const variant = await this.source.photos.read(photoVariantUrl(path, width));
      if (variant !== null) variants.push({ width, bytes: variant });
    }
    for (const width of avifWidths) {
      const avif = await this.source.photos.read(photoAvifUrl(path, width));
      if (avif !== null) variants.push({ width, bytes: avif, format: 'avif' });
    }
    return { bytes, width: 0, height: 0, extension: 'webp', variants };
  }

  private async count(
    pages: readonly Memory[],
    run: { copied: number; alreadyThere: number; sourcePhotos: number; missingInSource: number },
  ): Promise<Omit<CopyShopReport, 'openings' | 'anniversaries' | 'replies' | 'deliveries' | 'letters' | 'questions' | 'skies' | 'chapters'>> {
    let inTarget = 0;
    let targetPhotos = 0;
    let missingInTarget = 0;
    for (const memory of pages) {
      const copy = await this.target.repository.findById(memory.id);
      if (!copy) continue;
      inTarget++;
      for (const path of copy.photos) {
        if ((await this.target.photos.read(path)) === null) missingInTarget++;
        else targetPhotos++;
      }
    }
    return {
      pages: { source: pages.length, copied: run.copied, alreadyThere: run.alreadyThere, inTarget },
      photos: { source: run.sourcePhotos, missingInSource: run.missingInSource, inTarget: targetPhotos, missingInTarget },
      complete: inTarget === pages.length && missingInTarget === 0,
    };
  }
}

/** A store that keeps one row per page (its delivery on the day, its question, its sky). */
interface OnePerPage<Row> {
  find(memoryId: string): Promise<Row | null>;
  save(row: Row): Promise<void>;
}

/** Copies a page's one row unless the target holds one already (it may have changed there since), counting both. */
async function copyUnlessHeld<Row>(
  source: OnePerPage<Row>,
  target: OnePerPage<Row>,
  memoryId: string,
  tally: { source: number; copied: number },
): Promise<void> {
  const row = await source.find(memoryId);
  if (row === null) return;
  tally.source++;
  if ((await target.find(memoryId)) !== null) return;
  await target.save(row);
  tally.copied++;
}

/**
 * The AVIF widths of each copied photo the source had looked at: those whose files the source had, so the target's
 * page never names a missing one.
 */
function copiedAvifWidths(
  found: readonly { readonly path: string; readonly photo: ProcessedPhoto }[],
  recorded: Readonly<Record<string, readonly PhotoWidth[]>>,
): Record<string, PhotoWidth[]> {
  const looked = found.filter(({ path }) => Object.hasOwn(recorded, path));
  return Object.fromEntries(
    looked.map(({ path, photo }) => [path, (photo.variants ?? []).filter((copy) => copy.format === 'avif').map((copy) => copy.width)]),
  );
}
