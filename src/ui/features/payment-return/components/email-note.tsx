import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Email } from '../../../../domain/memory/email.js';
import { EmailTypoSuggestion } from '../../../components/form/email-typo-suggestion.js';
import { Button } from '../../../components/ui/button.js';
import { ApiError } from '../../../lib/api-client.js';
import { emailCorrectionStore, type EmailCorrectionGrant } from '../../../lib/email-correction-store.js';
import { EMAIL_TRUST_TEXT as T } from '../../../../texts/email-trust.pt-br.js';
import { MESSAGES } from '../../../../texts/messages.pt-br.js';
import { correctEmail } from '../api/payment-return-api.js';
import styles from '../payment-return.module.css';
import { EMAIL_INPUT } from '../../../components/form/email-input.js';

type Stage = 'approved' | 'pending';

interface CorrectionProps {
  readonly memoryId: string;
  readonly grant: EmailCorrectionGrant;
  readonly stage: Stage;
  readonly onCorrected: (maskedEmail: string, message: string) => void;
  readonly onCancel: () => void;
}

/** The form of "E-mail errado?": a new address (with the same one-tap typo fix as the payment modal), sent with the key. */
function CorrectionForm({ memoryId, grant, stage, onCorrected, onCancel }: CorrectionProps) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!Email.isValid(email)) return setError(MESSAGES.emailInvalidBeforePayment);
    setSending(true);
    setError(null);
    try {
      const answer = await correctEmail(memoryId, { email: email.trim(), key: grant.key });
      onCorrected(
        answer.email_masked,
        answer.queued || stage === 'approved' ? T.correctedSent(answer.email_masked) : T.correctedPending(answer.email_masked),
      );
    } catch (failure) {
      setSending(false);
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : T.correctionFailed);
    }
  };
  return (
    <form className={styles.correction} onSubmit={(event) => void submit(event)} noValidate aria-label={T.correctionForm}>
      <label htmlFor="email-correto" className={styles.correctionLabel}>
        {T.correctionLabel}
      </label>
      <input
        id="email-correto"
        className={styles.correctionInput}
        {...EMAIL_INPUT}
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-describedby="email-correto-dica"
      />
      <EmailTypoSuggestion email={email} onPick={setEmail} />
      <p id="email-correto-dica" className={styles.small}>
        {T.correctionHint}
      </p>
      {error && (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block disabled={sending || !Email.isValid(email)} aria-busy={sending}>
        {sending ? T.correctionSending : T.correctionSubmit}
      </Button>
      <Button type="button" variant="ghost" block onClick={onCancel}>
        {T.correctionCancel}
      </Button>
    </form>
  );
}

/**
 * Where the page's e-mail went (or goes once paid), masked, as this browser knows it from the order; within an hour of
 * the order, "E-mail errado?" corrects it. Another browser knows nothing and says what it always said.
 */
export function EmailNote({ memoryId, stage }: { memoryId: string; stage: Stage }) {
  const [grant, setGrant] = useState(() => emailCorrectionStore.get(memoryId));
  // Read once: past the hour the server refuses anyway, with its own sentence.
  const [withinWindow] = useState(() => (emailCorrectionStore.get(memoryId)?.until ?? 0) > Date.now());
  const [correcting, setCorrecting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (!grant) return stage === 'approved' ? <p className={styles.mailNote}>O link e o QR Code também foram enviados para o seu e-mail.</p> : null;
  const corrected = (maskedEmail: string, message: string) => {
    const next = { ...grant, maskedEmail };
    emailCorrectionStore.save(memoryId, next);
    setGrant(next);
    setCorrecting(false);
    setDone(message);
  };
  return (
    <div className={styles.emailNote}>
      <p className={styles.mailNote}>
        <Mail size={16} aria-hidden="true" className={styles.mailIcon} />
        {stage === 'approved' ? T.sentTo(grant.maskedEmail) : T.willSendOnceConfirmed(grant.maskedEmail)}
      </p>
      {done && (
        <p className={styles.small} role="status">
          {done}
        </p>
      )}
      {correcting ? (
        <CorrectionForm memoryId={memoryId} grant={grant} stage={stage} onCorrected={corrected} onCancel={() => setCorrecting(false)} />
      ) : (
        withinWindow && (
          <button type="button" className={styles.textButton} onClick={() => setCorrecting(true)}>
            {T.wrongEmail}
          </button>
        )
      )}
    </div>
  );
}
