import { RotateCw, WifiOff } from 'lucide-react';
import { MESSAGES } from '../../../../texts/messages.pt-br.js';
import { Button } from '../../../components/ui/button.js';
import styles from './connection-lost.module.css';

/**
 * What a dropped connection says, on the photos while the buyer writes (`inline`) or over the form after "Ir para o
 * pagamento": nothing was lost, and one button sends what did not go.
 */
export function ConnectionLost({ onRetry, inline = false }: { onRetry: () => void; inline?: boolean }) {
  return (
    <div className={`${styles.box} ${inline ? styles.inline : styles.floating}`} role="alert">
      <WifiOff size={20} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{MESSAGES.connectionLost}</p>
      <Button variant="secondary" onClick={onRetry} className={styles.retry}>
        <RotateCw size={16} aria-hidden="true" />
        {MESSAGES.retryAfterConnectionLost}
      </Button>
    </div>
  );
}
