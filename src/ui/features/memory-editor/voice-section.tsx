import type { PlanId } from '../../../domain/plan/plan.js';
import { VOICE_SECTION as TEXT } from '../../../texts/voice.pt-br.js';
import { Button } from '../../components/ui/button.js';
import { photoUrl } from '../../lib/api-client.js';
import { VoiceRecorder } from '../memory-form/voice/voice-recorder.js';
import { useVoiceMessage } from './use-voice-message.js';
import { OwnerSection } from './owner-section.js';
import box from './owner-section.module.css';
// The kept message is shown as the recorder shows a take: one look for an audio player and its buttons.
import player from '../memory-form/voice/voice-recorder.module.css';

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
  const { voice, loadFailed, saving, notice, destination, keep, remove } = useVoiceMessage(memoryId, token);
  return (
    <OwnerSection
      titleId="voice-title"
      title={TEXT.title}
      intro={TEXT.intro}
      loadFailed={loadFailed ? TEXT.loadFailed : null}
      busy={saving || (!voice && !loadFailed)}
      notice={notice}
    >
      {voice && <KeptVoice path={voice.voice} onRemove={() => void remove()} disabled={saving} />}
      {voice && <VoiceRecorder onKeep={keep} disabled={saving} destination={destination} />}
    </OwnerSection>
  );
}

/** The message the page has, with its player and "Remover o áudio"; a line saying there is none. */
function KeptVoice({ path, onRemove, disabled }: { path: string | null; onRemove: () => void; disabled: boolean }) {
  if (!path) return <p className={box.text}>{TEXT.none}</p>;
  return (
    <div className={player.preview}>
      <p className={box.text}>{TEXT.kept}</p>
      <audio className={player.audio} controls preload="metadata" src={photoUrl(path)} aria-label={TEXT.playerLabel} />
      <Button variant="secondary" onClick={onRemove} disabled={disabled}>
        {TEXT.remove}
      </Button>
    </div>
  );
}
