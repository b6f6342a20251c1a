import { useState } from 'react';
import { VOICE_MAX_BYTES } from '../../../../domain/voice/voice-message.js';
import { VOICE_SECTION as TEXT } from '../../../../texts/voice.pt-br.js';
import { Button } from '../../../components/ui/button.js';
import { useVoiceRecorder, type VoiceTake } from './use-voice-recorder.js';
import styles from './voice-recorder.module.css';

interface VoiceRecorderProps {
  /** Sends the take; true once kept (the preview then closes), false to let it be tried again. */
  readonly onKeep: (take: VoiceTake) => Promise<boolean>;
  /** The take is going up: how far, 0 to 1. */
  readonly sending: number | null;
  readonly disabled?: boolean;
}

/**
 * "Um áudio seu" being made, on the creation form and on the edit page alike: "Gravar" (the microphone is asked for
 * only then) with its running seconds and "Parar", or a file chosen; the take plays in a preview before "Guardar este
 * áudio" or "Descartar". A file over 10 MB is refused before it is sent.
 */
export function VoiceRecorder({ onKeep, sending, disabled = false }: VoiceRecorderProps) {
  const recorder = useVoiceRecorder();
  const [tooLarge, setTooLarge] = useState(false);
  const keep = async (take: VoiceTake) => {
    setTooLarge(take.blob.size > VOICE_MAX_BYTES);
    if (take.blob.size > VOICE_MAX_BYTES) return;
    if (await onKeep(take)) recorder.discard();
  };
  if (recorder.take) {
    return <Preview take={recorder.take} sending={sending} disabled={disabled} tooLarge={tooLarge} onKeep={keep} onDiscard={recorder.discard} />;
  }
  if (recorder.recordingSeconds !== null) {
    return (
      <div className={styles.actions}>
        <p role="status" className={styles.text}>
          {TEXT.recording(recorder.recordingSeconds)}
        </p>
        <Button onClick={recorder.stop}>{TEXT.stop}</Button>
      </div>
    );
  }
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void recorder.start()} disabled={disabled}>
          {TEXT.record}
        </Button>
        <label className={styles.file}>
          {TEXT.chooseFile}
          <input
            className="visually-hidden"
            type="file"
            accept="audio/*,.m4a,.mp3,.wav,.ogg,.webm"
            disabled={disabled}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) recorder.choose(file);
              event.currentTarget.value = '';
            }}
          />
        </label>
      </div>
      {recorder.denied && (
        <p role="alert" className={styles.error}>
          {TEXT.microphoneDenied}
        </p>
      )}
    </>
  );
}

interface PreviewProps {
  readonly take: VoiceTake;
  readonly sending: number | null;
  readonly disabled: boolean;
  readonly tooLarge: boolean;
  readonly onKeep: (take: VoiceTake) => Promise<void>;
  readonly onDiscard: () => void;
}

/** "Ouça antes de guardar": the take's player, "Guardar este áudio" (with the upload's progress) and "Descartar". */
function Preview({ take, sending, disabled, tooLarge, onKeep, onDiscard }: PreviewProps) {
  const busy = sending !== null;
  return (
    <div className={styles.preview}>
      <p className={styles.text}>{TEXT.preview}</p>
      <audio className={styles.audio} controls src={take.url} aria-label={TEXT.previewLabel} />
      <div className={styles.actions}>
        <Button onClick={() => void onKeep(take)} disabled={busy || disabled}>
          {busy ? TEXT.sending(sending) : TEXT.keep}
        </Button>
        <Button variant="secondary" onClick={onDiscard} disabled={busy}>
          {TEXT.discard}
        </Button>
      </div>
      {tooLarge && (
        <p role="alert" className={styles.error}>
          {TEXT.tooLarge}
        </p>
      )}
    </div>
  );
}
