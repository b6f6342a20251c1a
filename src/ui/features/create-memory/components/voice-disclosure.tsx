import { lazy } from 'react';
import { planHasVoice } from '../../../../domain/voice/voice-plan.js';
import { ORDER_EXTRAS_OPEN } from '../../../../texts/order-extras.pt-br.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import { OptionalExtra } from './optional-extra.js';

// The recorder (MediaRecorder, the preview, the upload) comes with the fields: a buyer who never opens it never downloads it.
const VoiceFields = lazy(() => import('./voice-fields.js').then((module) => ({ default: module.VoiceFields })));

/** "Um áudio seu" on Pra Sempre only: "Gravar um áudio seu", then the recorder. The basic plan hides it. */
export function VoiceDisclosure({ form }: { form: CreateMemoryFormModel }) {
  if (!planHasVoice(form.plan)) return null;
  return (
    <OptionalExtra open={form.voice.draft.open} openLabel={ORDER_EXTRAS_OPEN.voice} onOpen={() => form.voice.setOpen(true)}>
      <VoiceFields form={form} />
    </OptionalExtra>
  );
}
