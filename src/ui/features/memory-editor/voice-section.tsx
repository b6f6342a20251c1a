import type { PlanId } from '../../../domain/plan/plan.js';
import { VOICE_SECTION as TEXT } from '../../../texts/voice.pt-br.js';
import { Button } from '../../components/ui/button.js';
import { photoUrl } from '../../lib/api-client.js';
import { useVoiceMessage } from './use-voice-message.js';
import { useVoiceRecorder } from './use-voice-recorder.js';
import box from './owner-section.module.css';
import styles from './voice-section.module.css';

interface VoiceSectionProps {
  readonly memoryId: string;
  readonly token: string;
  readonly plan: PlanId;
}

/** "Um áudio seu" on the owner's edit page of a Pra Sempre page: record or choose one, hear it, keep it; replace or remove it. */
export function VoiceSection({ memoryId, token, plan }: VoiceSectionProps) {
  return plan === 'premium' ? <Voice memoryId={memoryId} token={token} /> : null;
}

function Voice({ memoryId, token }: { memoryId: string; token: string }) {
  const { voice, loadFailed, saving, notice, keep, remove } = useVoiceMessage(memoryId, token);
  const recorder = useVoiceRecorder();
  const onKeep = async () => {
    if (recorder.take && (await keep(recorder.take.blob, recorder.take.fileName))) recorder.discard();
  };
  return (
    <section className={box.section} aria-labelledby="voice-title" aria-busy={saving || (!voice && !loadFailed)}>
      <h2 id="voice-title" className={box.title}>
        {TEXT.title}
      </h2>
      <p className={box.text}>{TEXT.intro}</p>
      {loadFailed && <p className={box.error}>{TEXT.loadFailed}</p>}
      {voice && <KeptVoice path={voice.voice} onRemove={() => void remove()} disabled={saving || recorder.recordingSeconds !== null} />}
      {voice && !recorder.take && <Recorder recorder={recorder} disabled={saving} />}
      {recorder.denied && <p className={box.error}>{TEXT.microphoneDenied}</p>}
      {recorder.take && (
        <div className={styles.preview}>
          <p className={box.text}>{TEXT.preview}</p>
          <audio className={styles.audio} controls src={recorder.take.url} aria-label={TEXT.previewLabel} />
          <div className={box.actions}>
            <Button onClick={() => void onKeep()} disabled={saving}>
              {saving ? TEXT.saving : TEXT.keep}
            </Button>
            <Button variant="secondary" onClick={recorder.discard} disabled={saving}>
              {TEXT.discard}
            </Button>
          </div>
        </div>
      )}
      {notice && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? box.error : box.done}>
          {notice.text}
        </p>
      )}
    </section>
  );
}

/** The message the page has, with its player and "Remover o áudio"; a line saying there is none. */
function KeptVoice({ path, onRemove, disabled }: { path: string | null; onRemove: () => void; disabled: boolean }) {
  if (!path) return <p className={box.text}>{TEXT.none}</p>;
  return (
    <div className={styles.kept}>
      <p className={box.text}>{TEXT.kept}</p>
      <audio className={styles.audio} controls preload="metadata" src={photoUrl(path)} aria-label={TEXT.playerLabel} />
      <Button variant="secondary" onClick={onRemove} disabled={disabled}>
        {TEXT.remove}
      </Button>
    </div>
  );
}

/** "Gravar" (the microphone is asked for only then) and its running seconds with "Parar", or a file chosen instead. */
function Recorder({ recorder, disabled }: { recorder: ReturnType<typeof useVoiceRecorder>; disabled: boolean }) {
  if (recorder.recordingSeconds !== null) {
    return (
      <div className={box.actions}>
        <p role="status" className={box.text}>
          {TEXT.recording(recorder.recordingSeconds)}
        </p>
        <Button onClick={recorder.stop}>{TEXT.stop}</Button>
      </div>
    );
  }
  return (
    <div className={box.actions}>
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
  );
}
