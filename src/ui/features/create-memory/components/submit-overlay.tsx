import { Check, Heart } from 'lucide-react';
import { VOICE_UPLOADING } from '../../../../texts/voice-order.pt-br.js';
import styles from './submit-overlay.module.css';

export type SubmitStep = 'validating' | 'uploading' | 'processing';

/** Where the order is: its step, the photos' progress while they go up, and whether only the voice kept still does. */
export interface SubmitState {
  readonly step: SubmitStep;
  readonly progress: number;
  readonly sendingVoice?: boolean;
}

const STEPS: readonly { readonly id: SubmitStep; readonly label: string }[] = [
  { id: 'validating', label: 'Validando dados' },
  { id: 'uploading', label: 'Enviando fotos' },
  { id: 'processing', label: 'Processando pagamento' },
];

/**
 * Spec section 4, step 2: the three steps while the page is stored and the checkout prepared, with the photos' real
 * upload progress; once they are sent, a voice kept that still goes up is said in their place, without a measure.
 */
export function SubmitOverlay({ step, progress, sendingVoice = false }: SubmitState) {
  const current = STEPS.findIndex((s) => s.id === step);
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div className={styles.overlay}>
      <div className={styles.card} role="status" aria-live="polite" aria-label="Criando sua página">
        <span className={styles.pulse} aria-hidden="true">
          <Heart size={30} fill="currentColor" />
        </span>
        <p className={styles.title}>Criando sua página</p>
        <ol className={styles.steps}>
          {STEPS.map((s, i) => {
            const state = i < current ? 'done' : i === current ? 'current' : 'todo';
            return (
              <li key={s.id} className={styles[state]} aria-current={state === 'current' ? 'step' : undefined}>
                <span className={styles.mark} aria-hidden="true">
                  {state === 'done' ? <Check size={14} strokeWidth={3} /> : state === 'current' ? <span className={styles.ring} /> : i + 1}
                </span>
                <span className={styles.label}>
                  {s.id === 'uploading' && sendingVoice ? VOICE_UPLOADING : s.label}
                  {state === 'done' && <span className="visually-hidden"> (concluído)</span>}
                </span>
                {s.id === 'uploading' && state === 'current' && !sendingVoice && (
                  <span className={styles.progress}>
                    <span
                      className={styles.bar}
                      role="progressbar"
                      aria-label="Envio das fotos"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                    >
                      <span style={{ width: `${percent}%` }} />
                    </span>
                    <span className={styles.percent} aria-hidden="true">
                      {percent}%
                    </span>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <p className={styles.note}>Não feche esta página: em instantes você vai para o pagamento.</p>
      </div>
    </div>
  );
}
