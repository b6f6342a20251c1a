import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PaymentStatusResponse } from '../../adapters/http/contract/memories.contract.js';
import { fetchPaymentStatus } from '../features/payment-return/api/fetch-payment-status.js';

const POLL_MS = 3000;

/** Where the checkout sends the buyer back. The status always comes from the server, never from the address. */
export function PaymentReturnPage() {
  const { id = '' } = useParams();
  const [status, setStatus] = useState<PaymentStatusResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await fetchPaymentStatus(id, controller.signal);
        setStatus(next);
        setError(null);
        if (next.status === 'pending') timer = setTimeout(poll, POLL_MS);
      } catch (e) {
        if (!controller.signal.aborted) setError((e as Error).message);
      }
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);

  return (
    <main>
      <div className="card" aria-live="polite">
        {error && <p role="alert">{error}</p>}
        {!error && !status && <p>Carregando...</p>}
        {status?.status === 'pending' && (
          <>
            <h1>Aguardando o pagamento</h1>
            <p>Assim que o pagamento for confirmado, o link e o QR Code chegam no seu e-mail.</p>
          </>
        )}
        {status?.status === 'approved' && (
          <>
            <h1>Site criado com sucesso!</h1>
            <p>O link e o QR Code foram enviados para o seu e-mail.</p>
            <p>
              <Link to={status.path}>{window.location.origin + status.path}</Link>
            </p>
          </>
        )}
        {status?.status === 'failed' && (
          <>
            <h1>Pagamento não aprovado</h1>
            <p>Nenhuma página foi publicada. Você pode tentar de novo.</p>
            <Link to="/">Voltar para o início</Link>
          </>
        )}
      </div>
    </main>
  );
}
