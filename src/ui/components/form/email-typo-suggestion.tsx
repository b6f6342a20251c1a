import { suggestEmailFix } from '../../../domain/memory/email-typos.js';
import { EMAIL_TRUST_TEXT as T } from '../../../texts/email-trust.pt-br.js';
import styles from './email-typo-suggestion.module.css';

/** "Você quis dizer …?" under an e-mail field, when the address looks like a slip on a common provider: one tap fixes it. */
export function EmailTypoSuggestion({ email, onPick, className }: { email: string; onPick: (email: string) => void; className?: string }) {
  const suggestion = suggestEmailFix(email);
  if (!suggestion) return null;
  return (
    <button type="button" className={className ? `${styles.suggestion} ${className}` : styles.suggestion} onClick={() => onPick(suggestion)}>
      {T.suggestionBefore}
      <strong>{suggestion}</strong>
      {T.suggestionAfter}
    </button>
  );
}
