import { Router } from '@koa/router';
import { z } from 'zod';
import { GetOwnedVoice } from '../../application/voice/get-owned-voice.js';
import { KeepVoiceMessage } from '../../application/voice/keep-voice-message.js';
import { RemoveVoiceMessage } from '../../application/voice/remove-voice-message.js';
import { VOICE_REFERENCE_MISSING } from '../../texts/voice.pt-br.js';
import { jsonBody } from '../shared/json-body.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { OwnedVoiceResponse } from './contract/voice.contract.js';
import { HttpError } from './http-error.js';
import { claimStagedVoice } from './middleware/staged-voices.js';
import { bearerToken } from './request-schemas.js';
import { memoryIdParam } from './route-params.js';

export interface VoiceRoutesOptions {
  /** Where voice messages sent ahead wait for the request that names them (DATA_DIR/incoming). */
  readonly incomingDir: string;
}

const keepBody = z.object({ reference: z.string().max(64) });

/**
 * "Um áudio seu", the owner's, with the edit token: `GET /api/update/{id}/voice` (the message kept, the plan's word),
 * `PUT` the reference of a voice message sent ahead (`POST /api/update/{id}/staged-voice`, beside the staged photos'
 * route whose limits it shares: heard and encoded then, so this request only stores the file; 403 on a basic page) and
 * `DELETE` it. Visitors hear the file at `/api/uploads/{id}/{file}.m4a`, with the photos' rules.
 */
export function voiceRoutes(useCase: ResolveUseCase, options: VoiceRoutesOptions): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/update/:id/voice', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(GetOwnedVoice).execute({ id, token: bearerToken(ctx.get('authorization')) })) satisfies OwnedVoiceResponse;
  });

  router.put('/update/:id/voice', jsonBody({ limit: '1kb' }), async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    const token = bearerToken(ctx.get('authorization'));
    // The owner first: nobody else may spend (or learn anything of) a reference.
    await useCase(GetOwnedVoice).execute({ id, token });
    const parsed = keepBody.safeParse(ctx.request.body);
    if (!parsed.success) throw new HttpError(400, 'request.invalid', VOICE_REFERENCE_MISSING, 'reference');
    const claimed = await claimStagedVoice(options.incomingDir, parsed.data.reference, new Date(), 'reference');
    const kept = await useCase(KeepVoiceMessage)
      .execute({ id, token, encoded: claimed.bytes })
      .catch(async (error: unknown) => {
        await claimed.release();
        throw error;
      });
    await claimed.consume();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = kept satisfies OwnedVoiceResponse;
  });

  router.delete('/update/:id/voice', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    await useCase(RemoveVoiceMessage).execute({ id, token: bearerToken(ctx.get('authorization')) });
    ctx.status = 204;
  });

  return router;
}
