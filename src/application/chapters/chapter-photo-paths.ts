import type { PhotosNamedElsewhere } from '../shared/orphaned-photos.js';
import type { PageChapters } from '../ports/page-chapters.js';

/** The photos a page's chapters keep in its folder: what the photo sweeps must leave alone. */
export const chapterPhotoPaths =
  (chapters: PageChapters): PhotosNamedElsewhere =>
  async (memoryId) =>
    (await chapters.ofPage(memoryId)).flatMap((chapter) => chapter.photos.map((photo) => photo.path));
