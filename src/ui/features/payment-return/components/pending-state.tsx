import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import styles from '../payment-return.module.css';
import { StateHeading } from './state-heading.js';

/** Waiting for the checkout's confirmation; after 5 minutes the page stops asking on its own and offers to ask again. */
export function Pending({ stopped, retry }: { stopped: boolean; retry: () => void }) {
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
      <ol className={styles.steps} aria-label="O que acontece agora">
        <li>O Mercado Pago confirma o pagamento.</li>
        <li>Sua página é publicada na hora.</li>
        <li>O link e o QR Code chegam no seu e-mail.</li>
      </ol>
    </>
  );
}
