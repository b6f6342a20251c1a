import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { GetOwnedChapters } from '../../application/chapters/get-owned-chapters.js';
import { GetPageChapters } from '../../application/chapters/get-page-chapters.js';
import { RemoveChapter } from '../../application/chapters/remove-chapter.js';
import { WriteChapter } from '../../application/chapters/write-chapter.js';
import { CHAPTER_PHOTOS_MAX, ChapterNotFoundError } from '../../domain/chapters/page-chapter.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { ChapterResponse, ChapterView, OwnedChaptersResponse, PageChaptersResponse } from './contract/chapters.contract.js';
import { photoUpload, uploadedPhotosOf, type PhotoUploadOptions } from './middleware/photo-upload.js';
import { photoPublicUrl } from './public-page/photo-public-url.js';
import { answerProofIn } from './question-cookie.js';
import { bearerToken, parseRequest } from './request-schemas.js';
import { memoryIdParam, publicPageParams } from './route-params.js';

/** The chapter's own rules are the domain's (`chapters.*`, with their sentences); these bounds only keep a request small. */
const chapterFields = z.object({ title: z.string().max(400), text: z.string().max(4000) });
const newChapterFields = chapterFields.extend({ year: z.string().max(4) });

const withPhotosAt = (chapter: ChapterView, photoBaseUrl: string | null): ChapterView => ({
  ...chapter,
  photos: chapter.photos.map((photo) => ({ ...photo, url: photoPublicUrl(photo.url, photoBaseUrl) })),
});

/** A year in an address or a field: a small whole number, or no chapter at all. */
function chapterYear(value: string | undefined): number {
  if (!value || !/^\d{1,3}$/.test(value)) throw new ChapterNotFoundError();
  return Number(value);
}

/**
 * "Um novo capítulo". The owner's, with the edit token: `GET /api/update/{id}/chapters`, `POST` a year's chapter
 * (multipart: `year`, `title`, `text` and one or two `photos`), `PUT /api/update/{id}/chapters/{year}` (the same, the
 * photos optional: sent, they replace the chapter's) and `DELETE` it. The visitor's: `GET /api/{slug}/{id}/chapters`.
 * The photos take a place at the server's one upload gate (PHOTO_UPLOADS_AT_ONCE), the page's photos' own, and stream
 * to a folder of the request, removed once it is answered, as the order's and the edit's do. The visitors get the
 * photos' URLs as the page's JSON gives the page's: under PHOTO_PUBLIC_URL (`photoBaseUrl`) when it is set.
 */
export function chaptersRoutes(useCase: ResolveUseCase, upload: Omit<PhotoUploadOptions, 'field'>, photoBaseUrl: string | null = null): Router {
  const router = new Router({ prefix: '/api' });
  const photos = photoUpload({ ...upload, field: { name: 'photos', maxCount: CHAPTER_PHOTOS_MAX } });
  // The edit token is checked before the body is read, as the page's edit does.
  const ownerOnly: Middleware = async (ctx, next) => {
    await useCase(GetOwnedChapters).execute({ id: memoryIdParam(ctx.params.id), token: bearerToken(ctx.get('authorization')) });
    await next();
  };

  router.get('/update/:id/chapters', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const input = { id: memoryIdParam(ctx.params.id), token: bearerToken(ctx.get('authorization')) };
    ctx.body = (await useCase(GetOwnedChapters).execute(input)) satisfies OwnedChaptersResponse;
  });

  router.post('/update/:id/chapters', ownerOnly, photos, async (ctx) => {
    const fields = parseRequest(newChapterFields, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = (await useCase(WriteChapter).execute({
      id: memoryIdParam(ctx.params.id),
      token: bearerToken(ctx.get('authorization')),
      year: chapterYear(fields.year),
      change: false,
      chapter: { title: fields.title, text: fields.text },
      photos: uploadedPhotosOf(ctx.request.files, 'photos'),
    })) satisfies ChapterResponse;
  });

  router.put('/update/:id/chapters/:year', ownerOnly, photos, async (ctx) => {
    const fields = parseRequest(chapterFields, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(WriteChapter).execute({
      id: memoryIdParam(ctx.params.id),
      token: bearerToken(ctx.get('authorization')),
      year: chapterYear(ctx.params.year),
      change: true,
      chapter: { title: fields.title, text: fields.text },
      photos: uploadedPhotosOf(ctx.request.files, 'photos'),
    })) satisfies ChapterResponse;
  });

  router.delete('/update/:id/chapters/:year', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const [id, year] = [memoryIdParam(ctx.params.id), chapterYear(ctx.params.year)];
    await useCase(RemoveChapter).execute({ id, token: bearerToken(ctx.get('authorization')), year });
    ctx.status = 204;
  });

  router.get('/:slug/:id/chapters', async (ctx) => {
    const { slug, id } = publicPageParams(ctx.params);
    ctx.set('Cache-Control', 'no-store');
    const answered = answerProofIn(ctx.get('cookie'));
    const ownerToken = bearerToken(ctx.get('authorization'));
    const read = await useCase(GetPageChapters).execute({ slug, id, answered, ownerToken });
    // Under PHOTO_PUBLIC_URL as the page's own photos are named, once the page shows them to everybody.
    const chapters = read.shownToAll ? read.chapters.map((chapter) => withPhotosAt(chapter, photoBaseUrl)) : read.chapters;
    ctx.body = { chapters } satisfies PageChaptersResponse;
  });

  return router;
}
