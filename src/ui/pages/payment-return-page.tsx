import { useParams } from 'react-router-dom';
import { PageShell } from '../components/layout/page-shell.js';
import { useDocumentTitle } from '../components/layout/use-document-title.js';
import { Spinner } from '../components/ui/spinner.js';
import { MESSAGES } from '../../texts/messages.pt-br.js';
import { Approved } from '../features/payment-return/components/approved-state.js';
import { Failed } from '../features/payment-return/components/failed-state.js';
import { Pending } from '../features/payment-return/components/pending-state.js';
import { NotFound, Unreachable } from '../features/payment-return/components/problem-states.js';
import { usePaymentStatus, type PaymentReturnState } from '../features/payment-return/use-payment-status.js';
import styles from '../features/payment-return/payment-return.module.css';
import { WhatsAppSupportButton } from '../components/layout/whatsapp-support-button.js';

const TITLE: Record<PaymentReturnState['kind'], string> = {
  loading: 'Pagamento',
  pending: 'Aguardando pagamento',
  approved: 'Página criada',
  failed: 'Pagamento não aprovado',
  'not-found': 'Pedido não encontrado',
  error: 'Pagamento',
};

/** `/pagamento/:id`, where the checkout sends the buyer back. The status comes from the server, never from the address. */
export function PaymentReturnPage() {
  const { id = '' } = useParams();
  const { state, retry } = usePaymentStatus(id);
  useDocumentTitle(TITLE[state.kind]);

  return (
    <PageShell mainClassName={styles.main}>
      <div className={styles.card} aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <Spinner label={MESSAGES.loading} />}
        {state.kind === 'pending' && <Pending memoryId={id} stopped={state.stopped} retry={retry} />}
        {state.kind === 'approved' && <Approved memoryId={id} path={state.path} />}
        {state.kind === 'failed' && <Failed memoryId={id} />}
        {state.kind === 'not-found' && <NotFound />}
        {state.kind === 'error' && <Unreachable retry={retry} />}
        {state.kind !== 'loading' && <WhatsAppSupportButton orderId={id} />}
      </div>
    </PageShell>
  );
}
