import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { GetOwnedVoice } from '../../application/voice/get-owned-voice.js';
import { KeepVoiceMessage } from '../../application/voice/keep-voice-message.js';
import { RemoveVoiceMessage } from '../../application/voice/remove-voice-message.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { VoiceTooLargeError, VOICE_MAX_BYTES } from '../../domain/voice/voice-message.js';
import { REQUEST_ERROR_TEXT } from '../../texts/error-messages.pt-br.js';
import { VOICE_FILE_MISSING } from '../../texts/voice.pt-br.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { OwnedVoiceResponse } from './contract/voice.contract.js';
import { HttpError } from './http-error.js';
import { photoUpload, uploadedPhotosOf } from './middleware/photo-upload.js';
import { UploadGate } from './middleware/upload-gate.js';
import { UPLOAD_PACE_WINDOW_MS } from './middleware/upload-guard.js';
import { bearerToken } from './request-schemas.js';
import { memoryIdParam } from './route-params.js';

/** Voice messages being sent at once, over every page: each one then waits for ffmpeg (two at once) in the server. */
const VOICE_UPLOADS_AT_ONCE = 4;

export interface VoiceRoutesOptions {
  /** Where a sent file waits, in a folder of its request's own, until the request is answered (DATA_DIR/incoming). */
  readonly incomingDir: string;
  /** The slowest pace a body may come at (0: only Node's request timeout). */
  readonly minBytesPerSecond: number;
}

/**
 * "Um áudio seu", the owner's, with the edit token: `GET /api/update/{id}/voice` (the message kept, the plan's word),
 * `PUT` a file under `voice` (multipart: kept in place of any other, 400/413 in Portuguese for one refused, 403 on a
 * basic page) and `DELETE` it. Visitors hear the file at `/api/uploads/{id}/{file}.m4a`, with the photos' rules.
 */
export function voiceRoutes(useCase: ResolveUseCase, options: VoiceRoutesOptions): Router {
  const router = new Router({ prefix: '/api' });
  const upload = photoUpload({
    maxPhotoBytes: VOICE_MAX_BYTES,
    incomingDir: options.incomingDir,
    field: { name: 'voice', maxCount: 1 },
    gate: new UploadGate(VOICE_UPLOADS_AT_ONCE),
    ...(options.minBytesPerSecond ? { pace: { minBytesPerSecond: options.minBytesPerSecond, windowMs: UPLOAD_PACE_WINDOW_MS } } : {}),
  });

  router.get('/update/:id/voice', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(GetOwnedVoice).execute({ id, token: bearerToken(ctx.get('authorization')) })) satisfies OwnedVoiceResponse;
  });

  router.put('/update/:id/voice', inVoiceWords(upload), async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    const [file] = uploadedPhotosOf(ctx.request.files, 'voice');
    if (!file) throw new HttpError(400, 'request.invalid', VOICE_FILE_MISSING, 'voice');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(KeepVoiceMessage).execute({
      id,
      token: bearerToken(ctx.get('authorization')),
      upload: file,
    })) satisfies OwnedVoiceResponse;
  });

  router.delete('/update/:id/voice', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    await useCase(RemoveVoiceMessage).execute({ id, token: bearerToken(ctx.get('authorization')) });
    ctx.status = 204;
  });

  return router;
}

/** The upload's refusals of a file, said of an audio rather than a photo. */
function inVoiceWords(upload: Middleware): Middleware {
  return async (ctx, next) => {
    let handled = false;
    try {
      await upload(ctx, async () => {
        handled = true;
        await next();
      });
    } catch (error) {
      if (handled) throw error;
      if (error instanceof DomainError && error.code === 'photo.too-large') throw new VoiceTooLargeError();
      if (error instanceof HttpError && error.publicMessage === REQUEST_ERROR_TEXT.photoMissing) {
        throw new HttpError(400, 'request.invalid', VOICE_FILE_MISSING, 'voice');
      }
      throw error;
    }
  };
}
