import { ContainerModule } from 'inversify';
import type { VoiceProcessor } from '../../../application/ports/voice-processor.js';
import { AdmitOwnerVoice } from '../../../application/voice/admit-owner-voice.js';
import { GetOwnedVoice } from '../../../application/voice/get-owned-voice.js';
import { KeepVoiceMessage } from '../../../application/voice/keep-voice-message.js';
import { RemoveVoiceMessage } from '../../../application/voice/remove-voice-message.js';
import { StageVoice } from '../../../application/voice/stage-voice.js';
import { VoiceOrderAddOn } from '../../../application/voice/voice-order-add-on.js';
import { voiceRoutes } from '../../http/voice.routes.js';
import { FfmpegVoiceProcessor } from '../../voice/ffmpeg-voice-processor.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { featureModule } from './feature-module.js';

/**
 * "Um áudio seu": sent ahead (heard and encoded at once), named by the order or kept, replaced and removed by the owner
 * on the edit page; the file lives in the page's folder and is served with its photos' rules (sealed until the reveal
 * date).
 */
export const voiceFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, AdmitOwnerVoice, [P.MemoryRepository, P.EditTokens, P.Clock]);
    useCase(bind, GetOwnedVoice, [P.MemoryRepository, P.EditTokens, P.Clock]);
    useCase(bind, StageVoice, [P.VoiceProcessor]);
    useCase(bind, KeepVoiceMessage, [P.MemoryRepository, P.EditTokens, P.PhotoStorage, P.Clock]);
    useCase(bind, RemoveVoiceMessage, [P.MemoryRepository, P.EditTokens, P.PhotoStorage, P.Clock]);
    useCase(bind, VoiceOrderAddOn, [P.MemoryRepository, P.PhotoStorage]);
    bind(P.OrderAddOn).toService(VoiceOrderAddOn);
  }),
  // `POST /api/staged-voice` and the owner's `POST /api/update/{id}/staged-voice` are among the API's own routes, beside
  // the staged photos whose limits and room they share.
  routes: ({ runtime }) => [voiceRoutes(runtime.useCase, { incomingDir: runtime.paths.incoming })],
  /** The ffmpeg that hears and keeps voice messages. */
  ports: {
    tokens: { voiceProcessor: P.VoiceProcessor },
    make: (): { voiceProcessor: VoiceProcessor } => ({ voiceProcessor: new FfmpegVoiceProcessor() }),
  },
});
