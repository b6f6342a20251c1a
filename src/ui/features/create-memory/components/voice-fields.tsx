import type { StagedVoiceResponse } from '../../../../adapters/http/contract/voice.contract.js';
import { VOICE_FORM as TEXT } from '../../../../texts/voice.pt-br.js';
import type { VoiceTake } from '../../memory-form/voice/use-voice-recorder.js';
import { VoiceRecorder } from '../../memory-form/voice/voice-recorder.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import formStyles from '../create-memory-form.module.css';
import recorderStyles from '../../memory-form/voice/voice-recorder.module.css';
import styles from '../../memory-form/story-fields.module.css';

/**
 * "Um áudio seu" once opened (Pra Sempre): record (the microphone asked for only at "Gravar") or choose a file; the take
 * goes up at once, while the buyer hears it and writes the rest (the server hears and encodes it), and "Guardar este
 * áudio" makes it the order's. The voice kept plays here, with "Gravar outro áudio" and "Remover o áudio".
 */
export function VoiceFields({ form }: { form: CreateMemoryFormModel }) {
  const { draft, sent, forget, setOpen, track } = form.voice;
  // The order waits for a voice kept while it still goes up.
  const keep = (staged: Promise<StagedVoiceResponse>, take: VoiceTake): Promise<boolean> => {
    const kept = staged.then(
      ({ reference, seconds }) => {
        sent({ reference, at: Date.now(), seconds }, URL.createObjectURL(take.blob));
        return true;
      },
      () => false,
    );
    track(kept);
    return kept;
  };

  return (
    <fieldset className={styles.story}>
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
        <VoiceRecorder onKeep={keep} />
      )}
      <button type="button" className={styles.remove} onClick={() => setOpen(false)}>
        {TEXT.remove}
      </button>
    </fieldset>
  );
}
