import { CircleX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/button.js';
import styles from '../payment-return.module.css';
import { useReopenCheckout } from '../use-reopen-checkout.js';
import { StateHeading } from './state-heading.js';

/** Back to the checkout of the same order: the page, its photos and its price stay as they were. */
export function Failed({ memoryId }: { memoryId: string }) {
  const { opening, error, reopen } = useReopenCheckout(memoryId);
  return (
    <>
      <StateHeading icon={<CircleX size={34} />} tone="danger">
        Pagamento não aprovado
      </StateHeading>
      <p className={styles.text}>O pagamento foi recusado ou cancelado, e nenhuma página foi publicada.</p>
      <p className={styles.text}>Você pode tentar de novo com PIX ou com outro cartão: sua página e suas fotos continuam guardadas.</p>
      {error && (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      )}
      <Button onClick={() => void reopen()} block disabled={opening} aria-busy={opening}>
        {opening ? 'Abrindo o pagamento…' : 'Tentar novamente'}
      </Button>
      <Link to="/" className={buttonClassName({ variant: 'ghost', block: true })}>
        Voltar para o início
      </Link>
    </>
  );
}
