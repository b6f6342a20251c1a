import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { StageVoice } from '../../application/voice/stage-voice.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { VoiceTooLargeError } from '../../domain/voice/voice-message.js';
import { REQUEST_ERROR_TEXT } from '../../texts/error-messages.pt-br.js';
import { VOICE_FILE_MISSING } from '../../texts/voice.pt-br.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { StagedVoiceResponse } from './contract/voice.contract.js';
import { HttpError } from './http-error.js';
import { uploadedPhotosOf } from './middleware/photo-upload.js';
import type { StagingPlace } from './middleware/staged-photo-budget.js';
import { keepStagedVoice } from './middleware/staged-voices.js';

export interface StagedVoiceRouteOptions {
  /** The staged photos' admission: the client's hourly limit, the shop taking orders, the room of files sent ahead. */
  readonly admission: Middleware;
  /** The same, with the page's edit token and plan in place of the shop taking orders: the owner places no new order. */
  readonly ownerAdmission: Middleware;
  /** The multipart parser of one file under `voice`, within VOICE_MAX_BYTES, at the photos' upload gate and pace. */
  readonly upload: Middleware;
  readonly incomingDir: string;
}

/**
 * `POST /api/staged-voice`: "Um áudio seu" sent while the buyer writes, heard and encoded at once (ffmpeg, off the
 * server's thread, a bounded number at once), kept under the reference answered with its length; the order then names
 * it (`stagedVoice`) and only stores the file. `POST /api/update/{id}/staged-voice` is the same for the owner on the
 * edit page, admitted by the edit token, before `PUT /api/update/{id}/voice` names it.
 */
export function addStagedVoiceRoute(router: Router, useCase: ResolveUseCase, options: StagedVoiceRouteOptions): void {
  const receive = inVoiceWords(options.upload);
  const stage: Middleware = async (ctx) => {
    const [upload] = uploadedPhotosOf(ctx.request.files, 'voice');
    if (!upload) throw new HttpError(400, 'request.invalid', VOICE_FILE_MISSING, 'voice');
    const staged = await useCase(StageVoice).execute({ upload });
    const reference = await keepStagedVoice(options.incomingDir, staged.bytes);
    (ctx.state.stagingPlace as StagingPlace | undefined)?.keep(staged.bytes.byteLength);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { reference, seconds: Math.round(staged.seconds * 10) / 10 } satisfies StagedVoiceResponse;
  };
  router.post('/staged-voice', options.admission, receive, stage);
  router.post('/update/:id/staged-voice', options.ownerAdmission, receive, stage);
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
