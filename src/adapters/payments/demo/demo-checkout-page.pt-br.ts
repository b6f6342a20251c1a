import type { CheckoutSummary } from '../../../application/buyer/get-checkout-summary.js';
import { formatBrl } from '../../../texts/currency.pt-br.js';
import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import { htmlText } from '../../shared/html-text.js';

export const DEMO_CHECKOUT_STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px;
         font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #fbf4ee; color: #3b1320; }
  main { width: 100%; max-width: 420px; background: #fff; border-radius: 20px; padding: 28px 24px;
         box-shadow: 0 12px 40px rgba(110, 22, 52, .12); }
  .badge { display: inline-block; background: #fde8c8; color: #7a4a00; border: 1px solid #f3c98b; border-radius: 999px;
           padding: 4px 12px; font-size: 13px; font-weight: 600; }
  h1 { font-family: Georgia, "Times New Roman", serif; font-weight: 600; font-size: 26px; margin: 16px 0 4px; color: #6e1634; }
  .note { color: #6b4b55; font-size: 15px; margin: 0 0 20px; }
  dl { margin: 0 0 24px; display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
  dt { color: #6b4b55; } dd { margin: 0; text-align: right; font-weight: 600; }
  .total { font-size: 22px; color: #6e1634; }
  form { margin: 0; }
  button { width: 100%; min-height: 48px; border-radius: 14px; font: inherit; font-weight: 600; cursor: pointer; margin-top: 12px; }
  .approve { background: #8c1d40; color: #fff; border: 0; }
  .reject { background: #fff; color: #8c1d40; border: 2px solid #e6c3cd; }
  button:focus-visible { outline: 3px solid #e0a33a; outline-offset: 2px; }
  .state { padding: 12px 14px; border-radius: 12px; background: #f4ece8; margin: 0 0 8px; }
  a { color: #8c1d40; }
`;

/** The demonstration checkout: plainly labelled, with the order's real plan and price. */
export function demoCheckoutPage(summary: CheckoutSummary): string {
  const id = encodeURIComponent(summary.memoryId);
  const payable = summary.status === 'pending_payment' || summary.status === 'payment_failed';
  const actions = payable
    ? `<form method="post" action="/checkout/demo/${id}/approve"><button class="approve" type="submit">Aprovar pagamento</button></form>
       <form method="post" action="/checkout/demo/${id}/reject"><button class="reject" type="submit">Recusar pagamento</button></form>`
    : `<p class="state">Este pedido já foi pago.</p><p><a href="/pagamento/${id}">Ver o resultado do pagamento</a></p>`;
  return demoCheckoutDocument({
    rows: [
      ['Página', `${htmlText(summary.yourName)} &amp; ${htmlText(summary.lovedName)}`],
      ['Plano', htmlText(PLAN_TITLE[summary.plan])],
    ],
    totalCents: summary.priceCents,
    notice: summary.status === 'payment_failed' ? '<p class="state">O último pagamento foi recusado. Você pode tentar de novo.</p>' : '',
    actions,
  });
}

/** The demonstration checkout's document: what is bought (rows of HTML), its total, and what the buyer may do. */
export function demoCheckoutDocument(page: { rows: readonly [string, string][]; totalCents: number; notice?: string; actions: string }): string {
  const rows = page.rows.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('\n    ');
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
    ${rows}
    <dt>Total</dt><dd class="total">${formatBrl(page.totalCents)}</dd>
  </dl>
  ${page.notice ?? ''}
  ${page.actions}
</main>
</body>
</html>`;
}
