import type { PlanSummary } from '../../../application/renewal/plan-summary.js';
import type { OrderReference } from '../../../domain/renewal/page-orders.js';
import { formatBrl } from '../../../texts/currency.pt-br.js';
import { errorSentence } from '../../../texts/error-messages.pt-br.js';
import { ORDER_TITLE } from '../../../texts/renewal.pt-br.js';
import { DEMO_CHECKOUT_STYLE } from './demo-checkout-page.pt-br.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The demonstration checkout of a renewal or an upgrade, with its price from the catalogue. */
export function demoOrderCheckoutPage(summary: PlanSummary, order: OrderReference): string {
  const id = encodeURIComponent(order.orderId);
  const option = summary[order.kind];
  const back = `/renovar/${encodeURIComponent(order.memoryId)}?pedido=${id}`;
  const actions =
    summary.order?.status === 'approved'
      ? `<p class="state">Este pedido já foi pago.</p><p><a href="${back}">Ver o resultado do pagamento</a></p>`
      : option.allowed
        ? `<form method="post" action="/checkout/demo/${id}/approve"><button class="approve" type="submit">Aprovar pagamento</button></form>
       <form method="post" action="/checkout/demo/${id}/reject"><button class="reject" type="submit">Recusar pagamento</button></form>`
        : `<p class="state">${escapeHtml(errorSentence({ code: 'order.not-allowed', details: { reason: refusal(summary) } }))}</p>`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Pagamento de demonstração · memories</title>
<style>${DEMO_CHECKOUT_STYLE}</style>
</head>
<body>
<main>
  <span class="badge">Pagamento de demonstração</span>
  <h1>Finalize seu pedido</h1>
  <p class="note">Este é um pagamento de demonstração: nenhum valor será cobrado. Escolha o resultado para continuar.</p>
  <dl>
    <dt>Página</dt><dd>${escapeHtml(summary.yourName)} &amp; ${escapeHtml(summary.lovedName)}</dd>
    <dt>Pedido</dt><dd>${escapeHtml(ORDER_TITLE[order.kind])}</dd>
    <dt>Total</dt><dd class="total">${formatBrl(option.priceCents)}</dd>
  </dl>
  ${actions}
</main>
</body>
</html>`;
}

function refusal(summary: PlanSummary): string {
  if (summary.availability === 'suspended') return 'suspended';
  return summary.plan === 'premium' ? 'already-lifetime' : 'not-paid';
}
