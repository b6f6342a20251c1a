import { ContainerModule } from 'inversify';
import { GetOwnedChapters } from '../../../application/chapters/get-owned-chapters.js';
import { GetPageChapters } from '../../../application/chapters/get-page-chapters.js';
import { MakeChapterAvifCopies } from '../../../application/chapters/make-chapter-avif-copies.js';
import { RemoveChapter } from '../../../application/chapters/remove-chapter.js';
import { WriteChapter } from '../../../application/chapters/write-chapter.js';
import type { PageChapters } from '../../../application/ports/page-chapters.js';
import { QuestionGate } from '../../../application/question/question-gate.js';
import { chaptersRoutes } from '../../http/chapters.routes.js';
import { SqlPageChapters } from '../../persistence/mikro-orm/sql-page-chapters.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { featureModule } from './feature-module.js';

/**
 * "Um novo capítulo": the owner's chapters on the edit page, one a year from its anniversary on, their photos through
 * the page's photo pipeline and storage, the chapters on the public page, and the store that support reads.
 */
export const chaptersFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, GetOwnedChapters, [P.MemoryRepository, P.EditTokens, P.PageChapters, P.Clock]);
    useCase(bind, WriteChapter, [P.MemoryRepository, P.EditTokens, P.PageChapters, P.PhotoProcessor, P.PhotoStorage, P.Clock, P.Outcomes]);
    useCase(bind, MakeChapterAvifCopies, [P.MemoryRepository, P.PageChapters, P.AvifEncoder, P.PhotoStorage]);
    useCase(bind, RemoveChapter, [P.MemoryRepository, P.EditTokens, P.PageChapters, P.PhotoStorage, P.Clock]);
    useCase(bind, GetPageChapters, [P.PublicPageRepository, P.PageChapters, P.Clock, QuestionGate, P.EditTokens]);
  }),
  // The page's photo uploads and the chapters' take their places at the same gate (PHOTO_UPLOADS_AT_ONCE).
  routes: ({ runtime: { useCase: resolve, config }, photoUploads }) => [chaptersRoutes(resolve, photoUploads, config.photoPublicUrl)],
  /** The pages' chapters. */
  ports: {
    tokens: { pageChapters: P.PageChapters },
    make: ({ database }): { pageChapters: PageChapters } => ({ pageChapters: new SqlPageChapters(database) }),
  },
});
