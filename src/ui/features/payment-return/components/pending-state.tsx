import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { EMAIL_TRUST_TEXT as T } from '../../../../texts/email-trust.pt-br.js';
import { useShopContent } from '../../../lib/shop-content.js';
import styles from '../payment-return.module.css';
import { useReopenCheckout } from '../use-reopen-checkout.js';
import { EmailNote } from './email-note.js';
import { StateHeading } from './state-heading.js';

/** How long the page waits for the payment on its own before offering the way back to the checkout. */
export const BACK_TO_PAYMENT_AFTER_MS = 4000;

/** Offered after a few seconds: a PIX buyer who closed the checkout's tab goes back to the same order's checkout. */
function BackToPayment({ memoryId }: { memoryId: string }) {
  const { opening, error, reopen } = useReopenCheckout(memoryId);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), BACK_TO_PAYMENT_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className={styles.backToPayment}>
      <p className={styles.text}>{T.backToPaymentIntro}</p>
      {error && (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      )}
      <Button variant="secondary" onClick={() => void reopen()} block disabled={opening} aria-busy={opening}>
        {opening ? T.openingPayment : T.backToPayment}
      </Button>
    </div>
  );
}

/** How to reach a person, the shop's contact e-mail as in the footer; nothing without one (the page offers its WhatsApp). */
function HelpLine() {
  const { contactEmail } = useShopContent();
  if (!contactEmail) return null;
  return (
    <p className={styles.small}>
      {T.helpBefore}
      <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      {T.helpAfter}
    </p>
  );
}

/** Waiting for the checkout's confirmation; after 5 minutes the page stops asking on its own and offers to ask again. */
export function Pending({ memoryId, stopped, retry }: { memoryId: string; stopped: boolean; retry: () => void }) {
  return (
    <>
      <StateHeading icon={<Clock size={34} />}>Aguardando a confirmação do pagamento</StateHeading>
      {stopped ? (
        <>
          <p className={styles.text}>
            Ainda não recebemos a confirmação. Se você já pagou, fique tranquilo: assim que o pagamento for confirmado, sua página é publicada e o
            link e o QR Code chegam no seu e-mail.
          </p>
          <Button onClick={retry} block>
            Verificar novamente
          </Button>
        </>
      ) : (
        <>
          <p className={styles.text}>
            Assim que o pagamento for confirmado, sua página é publicada e o link aparece aqui. Pagamentos por PIX costumam levar poucos segundos.
          </p>
          <p className={styles.checking}>
            <span className={styles.dot} aria-hidden="true" />
            Verificando o pagamento…
          </p>
        </>
      )}
      <EmailNote memoryId={memoryId} stage="pending" />
      <BackToPayment memoryId={memoryId} />
      <h2 className="visually-hidden">O que acontece agora</h2>
      <ol className={styles.steps}>
        <li>O Mercado Pago confirma o pagamento.</li>
        <li>Sua página é publicada na hora.</li>
        <li>O link e o QR Code chegam no seu e-mail.</li>
      </ol>
      <HelpLine />
    </>
  );
}
