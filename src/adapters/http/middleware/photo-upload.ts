import multer from '@koa/multer';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import type { StagedUpload } from '../../../application/ports/photo-processor.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { PLANS } from '../../../domain/plan/plan.js';
import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';
import { HttpError } from '../http-error.js';
import { STAGING_OWNER } from './staging-owner.js';

const MAX_PHOTOS = Math.max(...Object.values(PLANS).map((plan) => plan.photoLimit));

export interface PhotoUploadOptions {
  readonly maxPhotoBytes: number;
  /** Where photos are written while their request is handled: one fresh folder per request, removed after it. */
  readonly incomingDir: string;
  /** Whose folders these are: each folder's name starts with it (STAGING_OWNER, this process). */
  readonly stagingOwner?: string;
}

/** The request's own staging folder, where the disk storage below writes its photos. */
const STAGING_FOLDER = Symbol('photo staging folder');
type StagingRequest = { [STAGING_FOLDER]?: string };

/**
 * Parses a multipart form: at most the largest plan's photo count under `photos`, each within the size limit, and
 * small text fields. Photos stream to a folder of this request's own instead of memory, so a request costs a few
 * buffers however big its photos are. That folder goes when the request is answered, whatever happened: a rejected,
 * aborted or failed request leaves no file (a crash may: the folder is named after its process, and the next server's
 * start-up sweep of `incomingDir` removes the folders of processes gone).
 */
export function photoUpload(options: PhotoUploadOptions): Middleware {
  const upload = multer({
    storage: multer.diskStorage({
      destination: (req, _file, done) => done(null, (req as StagingRequest)[STAGING_FOLDER]!),
      filename: (_req, _file, done) => done(null, `${randomUUID()}.upload`),
    }),
    limits: { fileSize: options.maxPhotoBytes, files: MAX_PHOTOS, fields: 20, fieldSize: 64 * 1024, parts: 40 },
  }).fields([{ name: 'photos', maxCount: MAX_PHOTOS }]);

  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new HttpError(415, 'request.invalid', REQUEST_ERROR_TEXT.notMultipart);
    }
    await mkdir(options.incomingDir, { recursive: true });
    const folder = await mkdtemp(join(options.incomingDir, `${options.stagingOwner ?? STAGING_OWNER}-`));
    (ctx.req as StagingRequest)[STAGING_FOLDER] = folder;
    try {
      try {
        await upload(ctx, async () => {});
      } catch (error) {
        throw translate(error, options.maxPhotoBytes);
      }
      await next();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
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
      // busboy's words for a body that is not a well-formed form ("Malformed part header", "Unexpected end of form").
      if (error instanceof Error && /multipart|boundary|Unexpected end|Malformed|part header/i.test(error.message)) {
        return new HttpError(400, 'request.invalid', REQUEST_ERROR_TEXT.formCorrupted);
      }
      return error;
  }
}

/** The uploaded photos, staged in files, in the order the browser sent them. */
export function uploadedPhotos(files: unknown): StagedUpload[] {
  if (!files || Array.isArray(files)) return [];
  const photos = (files as Record<string, { path: string; size: number }[] | undefined>).photos ?? [];
  return photos.map((file) => ({ path: file.path, byteLength: file.size }));
}
