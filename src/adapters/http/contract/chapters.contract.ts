import type { ChapterView, OwnedChaptersView } from '../../../application/chapters/chapter-views.js';

/** `GET /api/update/{id}/chapters`: the owner's chapters and the years still open to one. */
export type OwnedChaptersResponse = OwnedChaptersView;
/** `POST /api/update/{id}/chapters`, `PUT /api/update/{id}/chapters/{year}`: the chapter as stored. */
export type ChapterResponse = ChapterView;
/** `GET /api/{slug}/{id}/chapters`: the page's chapters, by year. */
export interface PageChaptersResponse {
  readonly chapters: readonly ChapterView[];
}
export type { ChapterView, ChapterPhotoView } from '../../../application/chapters/chapter-views.js';
