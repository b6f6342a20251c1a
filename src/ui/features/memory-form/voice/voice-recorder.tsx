import { useEffect, useState } from 'react';
import type { StagedVoiceResponse } from '../../../../adapters/http/contract/voice.contract.js';
import { VOICE_MAX_BYTES } from '../../../../domain/voice/voice-message.js';
import { VOICE_SECTION as TEXT } from '../../../../texts/voice.pt-br.js';
import { Button } from '../../../components/ui/button.js';
import { ORDER_VOICE, type VoiceDestination } from './stage-voice.js';
import { useTakeStaging } from './use-take-staging.js';
import { useVoiceRecorder, type VoiceTake } from './use-voice-recorder.js';
import styles from './voice-recorder.module.css';

interface VoiceRecorderProps {
  /**
   * Keeps the take by the server's answer to its upload (its reference), which may still be on its way and rejects as
   * the upload does (the recorder says why); true once kept (the preview then closes), false to try again.
   */
  readonly onKeep: (staged: Promise<StagedVoiceResponse>, take: VoiceTake) => Promise<boolean>;
  readonly disabled?: boolean;
  /** Where each take goes up: the creation form's route unless given (the edit page's is the owner's); keep it stable. */
  readonly destination?: VoiceDestination;
}

/**
 * "Um áudio seu" being made, on the creation form and on the edit page alike: "Gravar" (the microphone is asked for
 * only then) with its running seconds and "Parar", or a file chosen. The take plays in a preview while it already goes
 * up (its progress, the server's refusal in Portuguese), before "Guardar este áudio" or "Descartar". A file over 10 MB
 * is refused before it is sent.
 */
export function VoiceRecorder({ onKeep, disabled = false, destination = ORDER_VOICE }: VoiceRecorderProps) {
  const recorder = useVoiceRecorder();
  const staging = useTakeStaging(destination);
  const [keeping, setKeeping] = useState(false);
  const { take } = recorder;
  const tooLarge = take !== null && take.blob.size > VOICE_MAX_BYTES;
  const { stage } = staging;
  useEffect(() => {
    stage(take && !tooLarge ? take : null);
  }, [take, tooLarge, stage]);

  const keep = async (kept: VoiceTake) => {
    setKeeping(true);
    try {
      if (await onKeep(staging.staged(kept), kept)) recorder.discard();
    } finally {
      setKeeping(false);
    }
  };
  if (take) {
    const problem = tooLarge ? TEXT.tooLarge : staging.error;
    return (
      <div className={styles.preview}>
        <p className={styles.text}>{TEXT.preview}</p>
        <audio className={styles.audio} controls src={take.url} aria-label={TEXT.previewLabel} />
        {staging.progress !== null && (
          <p role="status" className={styles.text}>
            {TEXT.sending(staging.progress)}
          </p>
        )}
        <div className={styles.actions}>
          <Button onClick={() => void keep(take)} disabled={keeping || disabled || tooLarge}>
            {keeping ? TEXT.keeping : TEXT.keep}
          </Button>
          <Button variant="secondary" onClick={recorder.discard} disabled={keeping}>
            {TEXT.discard}
          </Button>
        </div>
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
      </div>
    );
  }
  return <Start recorder={recorder} disabled={disabled} />;
}

/** "Gravar" and "Escolher um arquivo de áudio"; while recording, its running seconds and "Parar". */
function Start({ recorder, disabled }: { recorder: ReturnType<typeof useVoiceRecorder>; disabled: boolean }) {
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
