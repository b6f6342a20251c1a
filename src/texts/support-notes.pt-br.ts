import { ANNIVERSARY_SUPPORT } from './anniversaries.pt-br.js';
import type { OrderPaymentRefusal, SupportNote } from '../domain/shared/support-note.js';

function refusalSentence(refusal: OrderPaymentRefusal): string {
  switch (refusal.kind) {
    case 'order-refused':
      return `${refusal.orderKind} da página ${refusal.memoryId} recusado (${refusal.reason}): devolva-o ao comprador`;
    case 'reversal-kept':
      return `${refusal.orderKind} ${refusal.orderId} da página ${refusal.memoryId} reembolsado e não desfeito: um pedido posterior depende dele; veja com o comprador`;
  }
}

/** The line support reads about a task or a payment (a task's last error, a reconciliation problem). */
export function supportNoteSentence(note: SupportNote): string {
  switch (note.kind) {
    case 'no-page-online':
      return 'nenhuma página no ar para enviar';
    case 'opening-emails-off':
      return 'avisos de abertura desligados';
    case 'opening-email-not-configured':
      return 'aviso de abertura não configurado';
    case 'anniversary-emails-off':
      return ANNIVERSARY_SUPPORT.emailsOffNote;
    case 'anniversary-email-not-configured':
      return ANNIVERSARY_SUPPORT.notConfiguredNote;
    case 'reply-gone':
      return 'a resposta não existe mais';
    case 'reply-email-not-configured':
      return 'e-mail de resposta não configurado';
    case 'delivery-email-not-configured':
      return 'e-mail da entrega no dia não configurado';
    case 'letter-gone':
      return 'a carta não existe mais';
    case 'letter-email-not-configured':
      return 'e-mail de carta aberta não configurado';
    case 'question-alert-not-configured':
      return 'e-mail de tentativas na pergunta não configurado';
    case 'payment-unknown-to-provider':
      return 'pagamento desconhecido pelo provedor';
    case 'payment-without-page':
      return `pagamento ${note.paymentId} (${note.providerStatus}) não corresponde a nenhuma página`;
    case 'payment-not-matching-price':
      return `pagamento ${note.paymentId} não confere com o plano: ${note.detail}`;
    case 'payment-price-problem':
      return `pagamento ${note.paymentId}: ${note.detail}`;
    case 'payment-duplicate':
      return `pagamento ${note.paymentId} aprovado para a página ${note.memoryId}, que já foi paga${note.paidBy ? ` pelo pagamento ${note.paidBy}` : ''}: devolva-o ao comprador`;
    case 'payment-not-applied':
      return `pagamento ${note.paymentId} não aplicado: ${refusalSentence(note.refusal)}`;
    case 'payment-refused':
      return `pagamento ${note.paymentId}: ${refusalSentence(note.refusal)}`;
  }
}
