import type { Readable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import { photoOfVariantUrl } from '../../../domain/memory/photo-variants.js';
import { answerProofIn } from '../question-cookie.js';
import { readWhole, requestedRange } from './byte-range.js';
import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';

export const UPLOADS_PREFIX = '/api/uploads/';
/** `/uploads/{memoryId}/{file}`: the memory is read from the path before the storage is asked (or anything is opened). */
const STORED_PATH = /^\/uploads\/([A-Za-z0-9_-]{1,128})\/[A-Za-z0-9_-]{1,128}\.[a-z0-9]{1,8}$/;

/** A stored photo opened for sending, whatever keeps it (a file, an object of a bucket). */
export interface StoredPhotoStream {
  /** The bytes, read as they are sent (never buffered whole); destroyed unread when no body is sent. */
  readonly stream: Readable;
  /** A weak validator: it changes whenever the bytes could have. */
  readonly etag: string;
  readonly size: number;
  readonly lastModified: Date;
  readonly contentType: string;
}

/** Opens the photo stored at `/uploads/{memoryId}/{file}`; null when there is none there, or the path is not one of a photo. */
export type StoredPhotoOpener = (storedPath: string) => Promise<StoredPhotoStream | null>;

/**
 * Resolves to who may see the photo at `storedPath` of the page `memoryId` now: everybody, only this browser (holding
 * the page's photo preview key before its reveal date, or the proof it answered the page's question), or nobody;
 * rejects with the page's own error when the page is not public.
 */
export type PhotoAccessCheck = (
  memoryId: string,
  storedPath: string,
  proofs: { readonly previewKey: string | null; readonly answered: string | null },
) => Promise<'public' | 'private' | 'hidden'>;

/**
 * The cookie that carries the owner's photo preview key, set by the owner's read of the page (GET /api/update/{id})
 * for that page's photos only (its Path), so the edit page and the owner's own look show the photos before the reveal.
 */
export const PHOTO_PREVIEW_COOKIE = 'memories_photo_preview';

/**
 * A stored photo never changes (an edit stores a new file under a new name), but its page can end or be suspended at
 * any moment, and then the photo must go with it. So a browser or a CDN may keep the bytes but must ask again on
 * every use (`no-cache`): the answer is a 304 without a body while the page is online (weak ETag), and the page's own
 * 404 or 410 once it is not. A max-age of any length would keep a suspended page's photos visible that long.
 */
export const PHOTO_CACHE_CONTROL = 'public, no-cache';
/** A photo shown to one browser only (the owner's, or one that answered the page's question): no shared cache may keep it. */
const PRIVATE_PHOTO_CACHE_CONTROL = 'private, no-cache';

/**
 * Photos are served only while their page is: unknown or unpaid pages answer 404, ended or suspended ones 410. A
 * photo's smaller widths (`{stem}-480.webp`, `{stem}-720.webp`, `{stem}-1080.webp`) and its AVIF copies (`{stem}.avif`,
 * `{stem}-{width}.avif`, as `image/avif`) are served the same way; any other width is a 404,
 * never a resize. A photo stored before it had smaller widths (until `memories-cli photo-variants` makes them) has its
 * known widths answered with the photo itself: larger than needed, but the page shows every photo.
 */
export function serveUploads(open: StoredPhotoOpener, checkAccess: PhotoAccessCheck, options: { crossOrigin?: boolean } = {}): Middleware {
  // Same-origin unless the photos are shown through another origin (PHOTO_PUBLIC_URL: a CDN in front of this server).
  const resourcePolicy = options.crossOrigin ? 'cross-origin' : 'same-origin';
  const serve: Middleware = async (ctx) => {
    const storedPath = ctx.path.slice('/api'.length);
    const memoryId = STORED_PATH.exec(storedPath)?.[1];
    if (memoryId) {
      ctx.set('Cache-Control', PHOTO_CACHE_CONTROL);
      const proofs = { previewKey: ctx.cookies.get(PHOTO_PREVIEW_COOKIE) ?? null, answered: answerProofIn(ctx.get('cookie')) };
      const access = await checkAccess(memoryId, storedPath, proofs);
      if (access === 'private') ctx.set('Cache-Control', PRIVATE_PHOTO_CACHE_CONTROL);
      const photo = access !== 'hidden' ? ((await open(storedPath)) ?? (await openInstead(open, storedPath))) : null;
      if (photo?.contentType.startsWith('audio/')) return sendAudio(ctx, photo, resourcePolicy);
      if (photo) return sendPhoto(ctx, photo, resourcePolicy);
    }
    ctx.status = 404;
    ctx.body = { error: REQUEST_ERROR_TEXT.photoNotFound, code: 'route.not-found' };
  };
  // Every request passes here: those that are not for a photo go on without an extra promise.
  return (ctx, next) => (ctx.path.startsWith(UPLOADS_PREFIX) && (ctx.method === 'GET' || ctx.method === 'HEAD') ? serve(ctx, next) : next());
}

/** For a known smaller width that is not stored, the photo it is a width of (its ETag then tells the two apart). */
async function openInstead(open: StoredPhotoOpener, storedPath: string): Promise<StoredPhotoStream | null> {
  const variant = photoOfVariantUrl(storedPath);
  // Only a photo has widths: `{stem}-720-480.webp` is nothing. An AVIF copy has no stand-in: a page names only those it has.
  return variant && !variant.avif && !photoOfVariantUrl(variant.photoUrl) ? open(variant.photoUrl) : null;
}

/** The largest audio file answered in byte ranges: a voice message is about a megabyte. */
const RANGED_AUDIO_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A voice message ("Um áudio seu") as a photo, and in byte ranges: iPhone Safari asks for `bytes=0-1` before it plays
 * any audio, and plays none from a server that answers a range with the whole file. The file is small, so a range is
 * cut from it read whole.
 */
async function sendAudio(ctx: Context, audio: StoredPhotoStream, resourcePolicy: string): Promise<void> {
  ctx.set('Accept-Ranges', 'bytes');
  const range = requestedRange(ctx.get('range') || undefined, audio.size);
  if (range === null || audio.size > RANGED_AUDIO_MAX_BYTES) return sendPhoto(ctx, audio, resourcePolicy);
  if (range === 'unsatisfiable') {
    audio.stream.destroy();
    ctx.set('Content-Range', `bytes */${audio.size}`);
    ctx.status = 416;
    return;
  }
  const bytes = await readWhole(audio.stream, RANGED_AUDIO_MAX_BYTES);
  ctx.set('ETag', audio.etag);
  ctx.set('Last-Modified', audio.lastModified.toUTCString());
  ctx.set('Cross-Origin-Resource-Policy', resourcePolicy);
  ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`);
  ctx.type = audio.contentType;
  ctx.status = 206;
  ctx.body = bytes.subarray(range.start, range.end + 1);
}

/** 200 with the bytes streamed as they are read, or 304 when the client's copy is still the one (the stream is then closed unread). */
function sendPhoto(ctx: Context, photo: StoredPhotoStream, resourcePolicy: string): void {
  ctx.set('ETag', photo.etag);
  ctx.set('Last-Modified', photo.lastModified.toUTCString());
  ctx.set('Cross-Origin-Resource-Policy', resourcePolicy);
  ctx.type = photo.contentType;
  ctx.status = 200;
  if (ctx.fresh) {
    photo.stream.destroy();
    ctx.status = 304;
    return;
  }
  // Koa destroys the stream once the response is finished, a HEAD's and an aborted one's too.
  ctx.body = photo.stream;
  ctx.length = photo.size;
}
