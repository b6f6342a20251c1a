import { useState } from 'react';
import { VOICE_FORM as TEXT, VOICE_SECTION } from '../../../../texts/voice.pt-br.js';
import { ApiError } from '../../../lib/api-client.js';
import { isConnectionLost } from '../../../lib/connection-lost.js';
import { stageVoice } from '../../memory-form/voice/stage-voice.js';
import type { VoiceTake } from '../../memory-form/voice/use-voice-recorder.js';
import { VoiceRecorder } from '../../memory-form/voice/voice-recorder.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import formStyles from '../create-memory-form.module.css';
import recorderStyles from '../../memory-form/voice/voice-recorder.module.css';
import styles from '../../memory-form/story-fields.module.css';

const sentenceOf = (error: unknown) =>
  isConnectionLost(error)
    ? VOICE_SECTION.connectionLost
    : error instanceof ApiError && error.serverMessage
      ? error.serverMessage
      : VOICE_SECTION.saveFailed;

/**
 * "Um áudio seu" once opened (Pra Sempre): record (the microphone asked for only at "Gravar") or choose a file, hear
 * it, and "Guardar este áudio" sends it at once, while the buyer writes: the server hears and encodes it, and the order
 * then names its reference. The voice sent plays here, with "Gravar outro áudio" and "Remover o áudio".
 */
export function VoiceFields({ form }: { form: CreateMemoryFormModel }) {
  const { draft, sent, forget, setOpen, track } = form.voice;
  const [sending, setSending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const keep = async (take: VoiceTake): Promise<boolean> => {
    setError(null);
    setSending(0);
    const upload = stageVoice(take.blob, take.fileName, { onUploadProgress: setSending });
    track(upload);
    try {
      const staged = await upload;
      sent({ reference: staged.reference, at: Date.now(), seconds: staged.seconds }, URL.createObjectURL(take.blob));
      return true;
    } catch (failure) {
      setError(sentenceOf(failure));
      return false;
    } finally {
      setSending(null);
    }
  };

  return (
    <fieldset className={styles.story} aria-busy={sending !== null}>
      <legend className={formStyles.extrasLegend}>{TEXT.legend}</legend>
      <p className={formStyles.sectionHint}>{TEXT.intro}</p>
      {draft.lost && <p className={recorderStyles.error}>{TEXT.sendAgain}</p>}
      {draft.sent ? (
        <>
          <div className={recorderStyles.preview}>
            <p role="status" className={recorderStyles.text}>
              {TEXT.sent(draft.sent.seconds)}
            </p>
            {draft.url && <audio className={recorderStyles.audio} controls src={draft.url} aria-label={TEXT.sentLabel} />}
          </div>
          <button type="button" className={styles.add} onClick={() => forget(false)}>
            {TEXT.replace}
          </button>
        </>
      ) : (
        <VoiceRecorder onKeep={keep} sending={sending} />
      )}
      {error && (
        <p role="alert" className={recorderStyles.error}>
          {error}
        </p>
      )}
      <button type="button" className={styles.remove} onClick={() => setOpen(false)} disabled={sending !== null}>
        {TEXT.remove}
      </button>
    </fieldset>
  );
}
