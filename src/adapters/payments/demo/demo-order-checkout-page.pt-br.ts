import type { PlanSummary } from '../../../application/renewal/plan-summary.js';
import type { OrderReference } from '../../../domain/renewal/page-orders.js';
import { errorSentence } from '../../../texts/error-messages.pt-br.js';
import { ORDER_TITLE } from '../../../texts/renewal.pt-br.js';
import { demoCheckoutDocument } from './demo-checkout-page.pt-br.js';
import { htmlText } from '../../shared/html-text.js';

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
        : `<p class="state">${htmlText(errorSentence({ code: 'order.not-allowed', details: { reason: refusal(summary) } }))}</p>`;
  return demoCheckoutDocument({
    rows: [
      ['Página', `${htmlText(summary.yourName)} &amp; ${htmlText(summary.lovedName)}`],
      ['Pedido', htmlText(ORDER_TITLE[order.kind])],
    ],
    totalCents: option.priceCents,
    actions,
  });
}

function refusal(summary: PlanSummary): string {
  if (summary.availability === 'suspended') return 'suspended';
  return summary.plan === 'premium' ? 'already-lifetime' : 'not-paid';
}
