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
import type { UploadGate } from './upload-gate.js';
import { UploadGuard, type UploadPace } from './upload-guard.js';

/** The largest plan's photo count: what one order may carry. */
export const MAX_PHOTOS = Math.max(...Object.values(PLANS).map((plan) => plan.photoLimit));

export interface PhotoUploadOptions {
  readonly maxPhotoBytes: number;
  /** Where photos are written while their request is handled: one fresh folder per request, removed after it. */
  readonly incomingDir: string;
  /** Whose folders these are: each folder's name starts with it (STAGING_OWNER, this process). */
  readonly stagingOwner?: string;
  /** The one file field taken and how many files it holds: the order's `photos` unless said. */
  readonly field?: { readonly name: string; readonly maxCount: number };
  /** The places of photo uploads in flight, taken when a request's first photo starts (none: no bound). */
  readonly gate?: UploadGate;
  /** The slowest pace a body may come at (none: only Node's request timeout). */
  readonly pace?: UploadPace;
}

/** The request's own staging folder, where the disk storage below writes its photos. */
const STAGING_FOLDER = Symbol('photo staging folder');
/** For each file, how many `stagedPhotos` references came before it in the form (see `orderedPhotos`). */
const REFERENCES_BEFORE = Symbol('staged references before each file');
/** The request's guard: its place at the upload gate and the pace of its body. */
const GUARD = Symbol('upload guard');
type StagingRequest = {
  [STAGING_FOLDER]?: string;
  [REFERENCES_BEFORE]?: Map<string, number>;
  [GUARD]?: UploadGuard;
  body?: Record<string, unknown>;
};

/**
 * Parses a multipart form: at most the largest plan's photo count under `photos`, each within the size limit, and
 * small text fields. Photos stream to a folder of this request's own instead of memory, so a request costs a few
 * buffers however big its photos are. That folder goes when the request is answered, whatever happened: a rejected,
 * aborted or failed request leaves no file (a crash may: the folder is named after its process, and the next server's
 * start-up sweep of `incomingDir` removes the folders of processes gone). Its first photo takes a place at the upload
 * gate, and a body slower than the pace is cut off; either refusal is answered at once, however many bytes the client
 * still means to send (a sender too slow then loses its connection too).
 */
export function photoUpload(options: PhotoUploadOptions): Middleware {
  const field = options.field ?? { name: 'photos', maxCount: MAX_PHOTOS };
  const upload = multer({
    storage: multer.diskStorage({
      destination: (req, _file, done) => {
        const refused = (req as StagingRequest)[GUARD]?.photoStarts();
        if (refused) done(refused, '');
        else done(null, (req as StagingRequest)[STAGING_FOLDER]!);
      },
      filename: (req, _file, done) => {
        const name = `${randomUUID()}.upload`;
        // The fields before a part are parsed when it starts: this is where the file stands among the references.
        (req as StagingRequest)[REFERENCES_BEFORE]?.set(name, referencesIn((req as StagingRequest).body).length);
        done(null, name);
      },
    }),
    limits: { fileSize: options.maxPhotoBytes, files: field.maxCount, fields: 20 + MAX_PHOTOS, fieldSize: 64 * 1024, parts: 40 },
  }).fields([field]);

  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new HttpError(415, 'request.invalid', REQUEST_ERROR_TEXT.notMultipart);
    }
    await mkdir(options.incomingDir, { recursive: true });
    const folder = await mkdtemp(join(options.incomingDir, `${options.stagingOwner ?? STAGING_OWNER}-`));
    (ctx.req as StagingRequest)[STAGING_FOLDER] = folder;
    (ctx.req as StagingRequest)[REFERENCES_BEFORE] = new Map();
    const guard = new UploadGuard(ctx.req, options.gate, options.pace);
    (ctx.req as StagingRequest)[GUARD] = guard;
    const parsing = upload(ctx, async () => {}).catch((error: unknown) => {
      throw translate(error, options.maxPhotoBytes, options.field !== undefined);
    });
    try {
      await Promise.race([parsing, guard.refusal]);
      guard.bodyRead();
      await next();
    } finally {
      guard.settle();
      if (guard.wasRefused) {
        // The parser ends when the body does (or the connection, closed after the answer to a sender too slow).
        if (guard.wasTooSlow) {
          ctx.set('Connection', 'close');
          ctx.state.log?.warn('upload cut off: slower than UPLOAD_MIN_BYTES_PER_SECOND');
        }
        void parsing.catch(() => {}).then(() => rm(folder, { recursive: true, force: true }));
      } else {
        await rm(folder, { recursive: true, force: true });
      }
    }
  };
}

function translate(error: unknown, maxPhotoBytes: number, oneFile: boolean): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError('photo.too-large', { limitBytes: maxPhotoBytes });
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      if (oneFile) return new HttpError(400, 'request.invalid', REQUEST_ERROR_TEXT.photoMissing);
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
  return uploadedPhotosOf(files, 'photos');
}

/** The files of the form's field `name`, staged in files, in the order the browser sent them. */
export function uploadedPhotosOf(files: unknown, name: string): StagedUpload[] {
  if (!files || Array.isArray(files)) return [];
  const photos = (files as Record<string, { path: string; size: number }[] | undefined>)[name] ?? [];
  return photos.map((file) => ({ path: file.path, byteLength: file.size }));
}

/** The request's own staging folder (made by `photoUpload`, removed with everything in it once the request is answered). */
export function stagingFolderOf(ctx: { req: unknown }): string {
  const folder = (ctx.req as StagingRequest)[STAGING_FOLDER];
  if (!folder) throw new Error('photoUpload must run before the staging folder is asked for');
  return folder;
}

/** The `stagedPhotos` references of a form: none, one or several. */
export function referencesIn(body: Record<string, unknown> | undefined): string[] {
  const value = body?.stagedPhotos;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/**
 * The order's photos as the form gave them: its files and the photos its `stagedPhotos` references name (`staged`,
 * one for each reference, in their order), interleaved as the parts came.
 */
export function orderedPhotos(ctx: { req: unknown; request: { files?: unknown } }, staged: readonly StagedUpload[]): StagedUpload[] {
  const files =
    ctx.request.files && !Array.isArray(ctx.request.files) ? ((ctx.request.files as Record<string, MulterFile[] | undefined>).photos ?? []) : [];
  const before = (ctx.req as StagingRequest)[REFERENCES_BEFORE] ?? new Map<string, number>();
  const ordered: StagedUpload[] = [];
  let next = 0;
  for (const file of files) {
    const upTo = before.get(file.filename) ?? 0;
    while (next < upTo && next < staged.length) ordered.push(staged[next++]!);
    ordered.push({ path: file.path, byteLength: file.size });
  }
  return [...ordered, ...staged.slice(next)];
}

type MulterFile = { path: string; size: number; filename: string };
