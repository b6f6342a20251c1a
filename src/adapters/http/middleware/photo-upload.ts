import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { PLANS } from '../../../domain/plan/plan.js';
import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';
import { HttpError } from '../http-error.js';

const MAX_PHOTOS = Math.max(...Object.values(PLANS).map((plan) => plan.photoLimit));

/**
 * Parses a multipart form held in memory: at most the largest plan's photo count under `photos`, each within the
 * size limit, and small text fields. Nothing touches the disk here, so a rejected request leaves no file.
 */
export function photoUpload(options: { maxPhotoBytes: number }): Middleware {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: options.maxPhotoBytes, files: MAX_PHOTOS, fields: 20, fieldSize: 64 * 1024, parts: 40 },
  }).fields([{ name: 'photos', maxCount: MAX_PHOTOS }]);

  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new HttpError(415, 'request.invalid', REQUEST_ERROR_TEXT.notMultipart);
    }
    try {
      await upload(ctx, async () => {});
    } catch (error) {
      throw translate(error, options.maxPhotoBytes);
    }
    await next();
  };
}

function translate(error: unknown, maxPhotoBytes: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError('photo.too-large', { limitBytes: maxPhotoBytes });
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new DomainError('memory.photo-limit-exceeded', { plan: 'premium', limit: MAX_PHOTOS });
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return new HttpError(413, 'request.too-large', REQUEST_ERROR_TEXT.formTooLarge);
    default:
      if (error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message)) {
        return new HttpError(400, 'request.invalid', REQUEST_ERROR_TEXT.formCorrupted);
      }
      return error;
  }
}

/** The uploaded photos' bytes, in the order the browser sent them. */
export function uploadedPhotos(files: unknown): Uint8Array[] {
  if (!files || Array.isArray(files)) return [];
  const photos = (files as Record<string, { buffer: Buffer }[] | undefined>).photos ?? [];
  return photos.map((file) => new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength));
}
