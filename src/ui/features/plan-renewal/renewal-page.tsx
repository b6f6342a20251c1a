import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { PlanSummaryResponse } from '../../../adapters/http/contract/plan-renewal.contract.js';
import { RENEWAL_TEXT } from '../../../texts/renewal.pt-br.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { useDocumentTitle } from '../../components/layout/use-document-title.js';
import { ButtonLink } from '../../components/ui/button.js';
import { ApiError } from '../../lib/api-client.js';
import { editTokenStore } from '../../lib/edit-token-store.js';
import { fetchOrderSummary, fetchPlanSummary } from './plan-renewal-api.js';
import { formatDay, PlanOptions } from './plan-options.js';
import styles from './plan-renewal.module.css';

const ORDER_REFRESH_MS = 3000;

/**
 * `/renovar/:id?chave=…` (the link of the reminder e-mails) and `/renovar/:id?pedido=…` (back from the checkout of
 * one order): the page's plan with its renewal and upgrade, or the state of the payment just made.
 */
export function RenewalPage() {
  const { id = '' } = useParams();
  const params = new URLSearchParams(useLocation().search);
  const chave = params.get('chave');
  const pedido = params.get('pedido');
  const [summary, setSummary] = useState<PlanSummaryResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(RENEWAL_TEXT.pageTitle);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      const request = pedido ? fetchOrderSummary(pedido) : fetchPlanSummary(id, { chave: chave ?? '' });
      request.then(
        (loaded) => {
          if (!current) return;
          setSummary(loaded);
          if (loaded.order?.status === 'pending') timer = setTimeout(load, ORDER_REFRESH_MS);
        },
        (caught: unknown) => current && setError(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : RENEWAL_TEXT.loadFailed),
      );
    };
    load();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [id, chave, pedido]);

  return (
    <PageShell>
      <section className={`${styles.section} ${styles.page}`} aria-labelledby="renewal-title">
        <h1 id="renewal-title" className={styles.title}>
          {summary ? `${summary.yourName} & ${summary.lovedName}` : RENEWAL_TEXT.pageTitle}
        </h1>
        {error && <p role="alert">{error}</p>}
        {!error && !summary && <p>{RENEWAL_TEXT.loading}</p>}
        {summary && (summary.order ? <OrderState summary={summary} /> : <PlanOptions summary={summary} credentials={{ chave: chave ?? '' }} />)}
      </section>
    </PageShell>
  );
}

function OrderState({ summary }: { summary: PlanSummaryResponse }) {
  if (summary.order?.status !== 'approved') return <p role="status">{RENEWAL_TEXT.orderPending}</p>;
  const message =
    summary.order.kind === 'upgrade' || summary.endsAt === null ? RENEWAL_TEXT.upgraded : RENEWAL_TEXT.renewed(formatDay(summary.endsAt));
  return (
    <>
      <p role="status">{message}</p>
      <p>{RENEWAL_TEXT.sameLink}</p>
      {summary.order.kind === 'upgrade' && <AddNewPhotos memoryId={summary.memoryId} />}
      <ButtonLink href={summary.publicPath} variant={summary.order.kind === 'upgrade' ? 'secondary' : undefined}>
        {RENEWAL_TEXT.openPage}
      </ButtonLink>
    </>
  );
}

/**
 * After an upgrade, the way to what it unlocked: the edit page, where this browser holds the page's edit link;
 * elsewhere (the reminder e-mail's link), where to find it.
 */
function AddNewPhotos({ memoryId }: { memoryId: string }) {
  if (editTokenStore.get(memoryId) === null) return <p>{RENEWAL_TEXT.addWithEditLink}</p>;
  return <ButtonLink href={`/update/${encodeURIComponent(memoryId)}`}>{RENEWAL_TEXT.addNewPhotos}</ButtonLink>;
}
