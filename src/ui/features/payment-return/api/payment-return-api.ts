import type {
  CheckoutResponse,
  EmailCorrectionRequest,
  EmailCorrectionResponse,
  PaymentStatusResponse,
} from '../../../../adapters/http/contract/memories.contract.js';
import { getJson } from '../../../lib/api-client.js';
import { postJson } from '../../../lib/api-send.js';

export function fetchPaymentStatus(memoryId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return getJson<PaymentStatusResponse>(`/payment-status/${encodeURIComponent(memoryId)}`, { signal });
}

/** The same order back to its checkout ("Tentar novamente"), without filling the form again. */
export function reopenCheckout(memoryId: string): Promise<CheckoutResponse> {
  return postJson<CheckoutResponse>(`/checkout/${encodeURIComponent(memoryId)}`, {});
}

/** "E-mail errado?": the address corrected with the key this browser kept, and the page's e-mail sent to it again. */
export function correctEmail(memoryId: string, request: EmailCorrectionRequest): Promise<EmailCorrectionResponse> {
  return postJson<EmailCorrectionResponse>(`/email-correction/${encodeURIComponent(memoryId)}`, request);
}
