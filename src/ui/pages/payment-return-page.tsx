import { CircleX, Clock, Heart, SearchX, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageShell } from '../components/layout/page-shell.js';
import { useDocumentTitle } from '../components/layout/use-document-title.js';
import { Button, buttonClassName } from '../components/ui/button.js';
import { Spinner } from '../components/ui/spinner.js';
import { ApiError } from '../lib/api-client.js';
import { checkoutNavigation } from '../lib/checkout-navigation.js';
import { MESSAGES } from '../../texts/messages.pt-br.js';
import { reopenCheckout } from '../features/payment-return/api/payment-return-api.js';
import { CopyLinkButton } from '../features/payment-return/components/copy-link-button.js';
import { QrCodeImage } from '../features/payment-return/components/qr-code-image.js';
import { usePaymentStatus, type PaymentReturnState } from '../features/payment-return/use-payment-status.js';
import styles from '../features/payment-return/payment-return.module.css';

const TITLE: Record<PaymentReturnState['kind'], string> = {
  loading: 'Pagamento',
  pending: 'Aguardando pagamento',
  approved: 'Página criada',
  failed: 'Pagamento não aprovado',
  'not-found': 'Pedido não encontrado',
  error: 'Pagamento',
};

function Approved({ path }: { path: string }) {
  const link = `${window.location.origin}${path}`;
  return (
    <>
      <span className={`${styles.icon} ${styles.iconSuccess}`} aria-hidden="true">
        <Heart size={34} fill="currentColor" />
      </span>
      <h1 className={styles.title}>{MESSAGES.siteCreated}</h1>
      <p className={styles.text}>A página de vocês já está no ar. Este é o link para compartilhar:</p>
      <div className={styles.linkBox}>
        <a href={link} className={styles.link}>
          {link}
        </a>
        <CopyLinkButton text={link} />
      </div>
      <QrCodeImage text={link} fileName="qr-code-memories.png" />
      <p className={styles.mailNote}>O link e o QR Code também foram enviados para o seu e-mail.</p>
      <a href={link} className={buttonClassName({ block: true })}>
        Ver minha página
      </a>
      <p className={styles.small}>
        Quer mudar a mensagem, as fotos ou a música depois? Use o link de edição que está no mesmo e-mail.
      </p>
    </>
  );
}

function Pending({ stopped, retry }: { stopped: boolean; retry: () => void }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        <Clock size={34} />
      </span>
      <h1 className={styles.title}>Aguardando a confirmação do pagamento</h1>
      {stopped ? (
        <>
          <p className={styles.text}>
            Ainda não recebemos a confirmação. Se você já pagou, fique tranquilo: assim que o pagamento for confirmado, sua
            página é publicada e o link e o QR Code chegam no seu e-mail.
          </p>
          <Button onClick={retry} block>
            Verificar novamente
          </Button>
        </>
      ) : (
        <>
          <p className={styles.text}>
            Assim que o pagamento for confirmado, sua página é publicada e o link aparece aqui. Pagamentos por PIX costumam levar
            poucos segundos.
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

/** Back to the checkout of the same order: the page, its photos and its price stay as they were. */
function Failed({ memoryId }: { memoryId: string }) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tryAgain = async () => {
    setOpening(true);
    setError(null);
    try {
      const { init_point } = await reopenCheckout(memoryId);
      checkoutNavigation.go(init_point);
    } catch (failure) {
      setOpening(false);
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : MESSAGES.createFailed);
    }
  };
  return (
    <>
      <span className={`${styles.icon} ${styles.iconDanger}`} aria-hidden="true">
        <CircleX size={34} />
      </span>
      <h1 className={styles.title}>Pagamento não aprovado</h1>
      <p className={styles.text}>O pagamento foi recusado ou cancelado, e nenhuma página foi publicada.</p>
      <p className={styles.text}>Você pode tentar de novo com PIX ou com outro cartão: sua página e suas fotos continuam guardadas.</p>
      {error && (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      )}
      <Button onClick={() => void tryAgain()} block disabled={opening} aria-busy={opening}>
        {opening ? 'Abrindo o pagamento…' : 'Tentar novamente'}
      </Button>
      <Link to="/" className={buttonClassName({ variant: 'ghost', block: true })}>
        Voltar para o início
      </Link>
    </>
  );
}

function NotFound() {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        <SearchX size={34} />
      </span>
      <h1 className={styles.title}>Pedido não encontrado</h1>
      <p className={styles.text}>Não encontramos nenhum pagamento com este link. Confira o endereço ou crie sua página de novo.</p>
      <Link to="/create" className={buttonClassName({ block: true })}>
        Criar minha página
      </Link>
      <Link to="/" className={buttonClassName({ variant: 'ghost', block: true })}>
        Voltar para o início
      </Link>
    </>
  );
}

function Unreachable({ retry }: { retry: () => void }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        <WifiOff size={34} />
      </span>
      <h1 className={styles.title}>Não foi possível verificar o pagamento</h1>
      <p className={styles.text}>Confira sua conexão e tente de novo. Se o pagamento foi aprovado, o link e o QR Code chegam no seu e-mail.</p>
      <Button onClick={retry} block>
        Tentar de novo
      </Button>
    </>
  );
}

/** `/pagamento/:id`, where the checkout sends the buyer back. The status comes from the server, never from the address. */
export function PaymentReturnPage() {
  const { id = '' } = useParams();
  const { state, retry } = usePaymentStatus(id);
  useDocumentTitle(TITLE[state.kind]);

  return (
    <PageShell mainClassName={styles.main}>
      <div className={styles.card} aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <Spinner label={MESSAGES.loading} />}
        {state.kind === 'pending' && <Pending stopped={state.stopped} retry={retry} />}
        {state.kind === 'approved' && <Approved path={state.path} />}
        {state.kind === 'failed' && <Failed memoryId={id} />}
        {state.kind === 'not-found' && <NotFound />}
        {state.kind === 'error' && <Unreachable retry={retry} />}
      </div>
    </PageShell>
  );
}
